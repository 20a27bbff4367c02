import { lazy, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { TrainingEntry } from '@shared/family-learning/training-ledger.schema';
import { FormModal } from '@client/components/form-modal';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { formatDate, formatHours } from '@client/lib/format';
import { trainingCertificateBlob, useTrainingLedger } from '../../api/training-ledger';

const OutsideTrainingForm = lazy(async () => ({
  default: (await import('./outside-training-form')).OutsideTrainingForm,
}));

function CertificateLink({ familyId, entry }: { familyId: string; entry: TrainingEntry }) {
  if (!entry.hasCertificateFile) return <Text size="sm">—</Text>;
  const open = () =>
    trainingCertificateBlob(familyId, entry.id)
      .then((blob) => window.open(URL.createObjectURL(blob), '_blank', 'noopener'))
      .catch((error: unknown) =>
        notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
      );
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void open()}>
      View
    </Anchor>
  );
}

/** Staff family detail, Training tab: the hours ledger (courses in Haven and outside trainings). */
export function TrainingLedgerSection({ familyId }: { familyId: string }) {
  const ledger = useTrainingLedger(familyId);
  const [recording, setRecording] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" maw={900}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Training Ledger
          </Title>
          <Button
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRecording(true)}
          >
            Record Outside Training
          </Button>
        </Group>
        <QueryContent query={ledger} errorTitle="Unable to load the training ledger">
          {(data) => (
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>
                  {formatHours(data.completedHours)} done of {formatHours(data.requiredHours)} required
                </Text>
                <Text fw={600} c={data.remainingHours > 0 ? 'orange.8' : 'green.8'}>
                  {data.remainingHours > 0
                    ? `${formatHours(data.remainingHours)} remaining`
                    : 'Requirement met'}
                </Text>
              </Group>
              <Progress
                value={Math.min(100, (data.completedHours / data.requiredHours) * 100)}
                aria-label="Training hours toward the requirement"
              />
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Training</Table.Th>
                      <Table.Th>Source</Table.Th>
                      <Table.Th ta="right">Hours</Table.Th>
                      <Table.Th>Certificate</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.entries.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>{formatDate(entry.completedOn)}</Table.Td>
                        <Table.Td>
                          {entry.title}
                          {entry.recordedBy && (
                            <Text size="xs" c="dimmed">
                              Recorded by {entry.recordedBy}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={entry.source === 'course' ? 'teal' : 'grape'}>
                            {entry.source === 'course' ? 'Haven course' : 'Outside training'}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{entry.hours}</Table.Td>
                        <Table.Td>
                          <CertificateLink familyId={familyId} entry={entry} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                    {data.earlierHours > 0 && (
                      <Table.Tr>
                        <Table.Td>—</Table.Td>
                        <Table.Td>Hours recorded before the ledger</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="gray">
                            Earlier record
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{data.earlierHours}</Table.Td>
                        <Table.Td>—</Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          )}
        </QueryContent>
      </Stack>
      <FormModal opened={recording} onClose={() => setRecording(false)} title="Record Outside Training">
        {recording && <OutsideTrainingForm familyId={familyId} onDone={() => setRecording(false)} />}
      </FormModal>
    </Paper>
  );
}
