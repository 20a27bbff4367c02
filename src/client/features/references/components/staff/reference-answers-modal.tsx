import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReferenceAnswers, StaffReference } from '@shared/references/references.schema';
import { Fact } from '@client/components/fact';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { downloadReferencePdf, useReferenceAnswers } from '../../api/staff-references';
import { answerLines } from '../../utils/reference-display';

/** The answers, in the questionnaire's order, then who signed and how: the sealed PDF's evidence. */
function Answers({ familyId, answers }: { familyId: string; answers: ReferenceAnswers }) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadReferencePdf(familyId, answers)
      .catch((error: unknown) =>
        notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) }),
      )
      .finally(() => setDownloading(false));
  };
  const lines = answerLines(answers.fields, answers.formData);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {answers.questionnaire}, version {answers.templateVersion}
      </Text>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          The questionnaire had no questions.
        </Text>
      ) : (
        <Stack component="dl" gap="sm" m={0}>
          {lines.map((line) => (
            <div key={line.name}>
              <Text component="dt" size="sm" fw={600}>
                {line.label}
              </Text>
              <Text
                component="dd"
                size="sm"
                m={0}
                c={line.answer === null ? 'dimmed' : undefined}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {line.answer ?? 'No answer'}
              </Text>
            </div>
          ))}
        </Stack>
      )}
      <Divider />
      <Title order={3} fz="sm">
        Signed by
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact inList label="Name" value={answers.name} />
        <Fact inList label="E-mail" value={answers.email} />
        <Fact inList label="Signed" value={formatDateTime(answers.signedAt)} />
        <Fact inList label="IP address" value={answers.ipAddress ?? 'Not recorded'} />
        <Fact inList label="Verification code" value={answers.verificationCode} />
        <Fact inList label="User agent" value={answers.userAgent ?? 'Not recorded'} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        The sealed PDF carries the answers, the signature and this evidence on its certificate page; anyone
        can check it on the Verify page with the verification code.
      </Text>
      <Group>
        <Button leftSection={<IconDownload size={16} aria-hidden />} loading={downloading} onClick={download}>
          Download sealed PDF
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "View answers" of a completed reference: the questionnaire's answers (in English), who signed, when, from where
 * and with what, the verification code, and the sealed PDF. Loaded the first time one opens.
 */
export function ReferenceAnswersModal({
  familyId,
  reference,
  onClose,
}: {
  familyId: string;
  /** The reference whose answers are shown; null: closed. */
  reference: StaffReference | null;
  onClose: () => void;
}) {
  const mounted = useMounted();
  const fullScreen = useMediaQuery(PHONE_QUERY);
  // The last one shown stays while the dialog closes, so its transition does not play on an empty box.
  const [shown, setShown] = useState(reference);
  if (reference && reference !== shown) setShown(reference);
  const answers = useReferenceAnswers(familyId, shown?.id ?? null);
  return (
    <Modal
      opened={mounted && reference !== null}
      onClose={onClose}
      title={shown ? `Reference from ${shown.name}` : 'Reference'}
      size="lg"
      fullScreen={fullScreen}
    >
      {shown && (
        <QueryContent
          query={answers}
          errorTitle="Unable to load the answers"
          loadingLabel="Loading the answers"
        >
          {(data) => <Answers familyId={familyId} answers={data} />}
        </QueryContent>
      )}
    </Modal>
  );
}
