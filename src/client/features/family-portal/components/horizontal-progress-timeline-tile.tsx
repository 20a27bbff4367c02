import { Suspense, useState } from 'react';
import { Box, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JourneyStep } from '@shared/journey/journey.schema';
import { QueryContent } from '@client/components/query-content';
import { useFamilyJourney } from '../api/family-portal-queries';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { stepText } from '../utils/journey-display';
import { JourneyStepDialog } from './lazy-dialogs';
import { StepCircle } from './step-circle';
import { TileCard, TileSkeleton } from './tile-card';

function StepButton({ step, onOpen }: { step: JourneyStep; onOpen: () => void }) {
  const { t, i18n } = useTranslation('familyPortal');
  const { t: tApp } = useTranslation('app');
  const { title } = stepText(i18n, step);
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t('journey.stepLabel', { step: step.id, title })}
      aria-description={tApp(`status.journey.${step.status}`)}
      aria-haspopup="dialog"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      py={4}
    >
      <Stack gap={6} align="center">
        <StepCircle step={step} />
        <Text size="xs" fw={500} ta="center" visibleFrom="sm" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** HorizontalProgressTimeline: the 8 steps at a glance; each opens its detail dialog. */
export function HorizontalProgressTimelineTile() {
  const { t } = useTranslation('familyPortal');
  const journey = useFamilyJourney();
  const [openStepId, setOpenStepId] = useState<number | null>(null);
  const openStep = journey.data?.steps.find((step) => step.id === openStepId) ?? null;
  const dialogOpenedOnce = useOpenedOnce(openStep !== null);

  return (
    <TileCard title={t('glance.title')}>
      <QueryContent query={journey} errorTitle={t('journey.loadError')} loading={<TileSkeleton lines={2} />}>
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
      {dialogOpenedOnce && (
        <Suspense fallback={null}>
          <JourneyStepDialog step={openStep} onClose={() => setOpenStepId(null)} />
        </Suspense>
      )}
    </TileCard>
  );
}
