import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconCircleCheck, IconClock, IconPhotoUp, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CorrectionStatus } from '@shared/home-assessment/home-assessment-rules';
import type { FamilyCorrection } from '@shared/home-assessment/home-assessment.schema';
import { QueryContent } from '@client/components/query-content';
import { useFamilyHomeAssessment } from '../api/use-family-home-assessment';
import {
  assessmentItemText,
  assessmentStatusText,
  correctionStatusText,
  sortedCorrections,
} from '../utils/assessment-display';
import { SentPhotos } from './assessment-photos';
import { CorrectionAnswerDialog } from './correction-answer-dialog';

/** The answer dialog's id in the journey step dialog's Modal.Stack. */
export const ANSWER_STACK_ID = 'correction-answer';

const LOOKS: Record<CorrectionStatus, { color: string; icon: Icon }> = {
  open: { color: 'orange.9', icon: IconCamera },
  answered: { color: 'blue.9', icon: IconClock },
  accepted: { color: 'teal.9', icon: IconCircleCheck },
};

function CorrectionRow({
  correction,
  onAnswer,
}: {
  correction: FamilyCorrection;
  onAnswer: (itemKey: string) => void;
}) {
  const { t, i18n } = useTranslation('familyPortalAssessment');
  const { name } = assessmentItemText(i18n, correction);
  const look = LOOKS[correction.status];
  const StatusIcon = look.icon;
  const open = correction.status === 'open';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start" c={look.color}>
          <StatusIcon size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500} c={look.color}>
            {correctionStatusText(t, correction)}
          </Text>
        </Group>
        {correction.status !== 'accepted' && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('journey.assessment.whatToFix', { note: correction.note })}
          </Text>
        )}
        {open && correction.staffReply && (
          <Text size="sm" c="orange.9" style={{ whiteSpace: 'pre-line' }}>
            {t('journey.assessment.askedAgain', { reply: correction.staffReply })}
          </Text>
        )}
        {correction.status === 'answered' && (
          <>
            <SentPhotos photos={correction.photos} itemName={name} />
            {correction.familyNote && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {t('journey.assessment.yourNote', { note: correction.familyNote })}
              </Text>
            )}
          </>
        )}
        {open && (
          <Button
            size="md"
            mih={44}
            mt={4}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
            leftSection={<IconPhotoUp size={20} aria-hidden />}
            aria-label={t('journey.assessment.answerLabel', { name })}
            onClick={() => onAnswer(correction.itemKey)}
          >
            {t('journey.assessment.answerButton')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Step 7's home assessment: where it is, and each correction the caseworker asked for with where it is; an
 * open one is answered with photos in the guided photo dialog.
 */
export function JourneyAssessment() {
  const { t } = useTranslation('familyPortalAssessment');
  const assessment = useFamilyHomeAssessment();
  const [answering, setAnswering] = useState<string | null>(null);
  return (
    <>
      <QueryContent
        query={assessment}
        errorTitle={t('journey.assessment.loadError')}
        loadingLabel={t('journey.assessment.title')}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm">{assessmentStatusText(t, data)}</Text>
            {data.corrections.length > 0 && (
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('journey.assessment.correctionsIntro')}
                </Text>
                <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                  {sortedCorrections(data.corrections).map((correction) => (
                    <CorrectionRow key={correction.itemKey} correction={correction} onAnswer={setAnswering} />
                  ))}
                </Stack>
              </Stack>
            )}
          </Stack>
        )}
      </QueryContent>
      <CorrectionAnswerDialog
        itemKey={answering}
        onClose={() => setAnswering(null)}
        stackId={ANSWER_STACK_ID}
      />
    </>
  );
}
