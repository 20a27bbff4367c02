import { useState } from 'react';
import { Box, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { JourneyStep } from '@shared/journey/journey.schema';
import { QueryContent } from '@client/components/query-content';
import { STATUS_LOOKS } from '@client/lib/status-looks';
import { useFamilyJourney } from '../api/family-portal-queries';
import { JourneyStepDialog } from './journey-step-dialog';
import { StepCircle } from './step-circle';
import { TileCard, TileSkeleton } from './tile-card';

function StepButton({ step, onOpen }: { step: JourneyStep; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Step ${step.id}: ${step.title}`}
      aria-description={STATUS_LOOKS.journey[step.status].label}
      aria-haspopup="dialog"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      py={4}
    >
      <Stack gap={6} align="center">
        <StepCircle step={step} />
        <Text size="xs" fw={500} ta="center" visibleFrom="sm" lh={1.2}>
          {step.title}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** HorizontalProgressTimeline: the 8 steps at a glance; each opens its detail dialog. */
export function HorizontalProgressTimelineTile() {
  const journey = useFamilyJourney();
  const [openStepId, setOpenStepId] = useState<number | null>(null);
  const openStep = journey.data?.steps.find((step) => step.id === openStepId) ?? null;

  return (
    <TileCard title="Journey at a Glance">
      <QueryContent
        query={journey}
        errorTitle="Unable to load your journey"
        loading={<TileSkeleton lines={2} />}
      >
        {({ steps, percent }) => (
          <Box pos="relative">
            <Progress
              value={percent}
              size="sm"
              aria-hidden
              pos="absolute"
              top={18}
              left="6%"
              right="6%"
              style={{ transform: 'translateY(-50%)' }}
            />
            <SimpleGrid cols={8} spacing={4} pos="relative">
              {steps.map((step) => (
                <StepButton key={step.id} step={step} onOpen={() => setOpenStepId(step.id)} />
              ))}
            </SimpleGrid>
          </Box>
        )}
      </QueryContent>
      <JourneyStepDialog step={openStep} onClose={() => setOpenStepId(null)} />
    </TileCard>
  );
}
