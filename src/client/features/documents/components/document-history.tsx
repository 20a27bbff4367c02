import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { DocumentHistoryEntry } from '@shared/documents/documents.schema';
import { formatDateTime } from '@client/lib/format';

/** The audited events of the document, oldest first. */
export function DocumentHistory({ entries }: { entries: DocumentHistoryEntry[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        History
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened to this document yet.
        </Text>
      ) : (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={
                <Text size="sm" fw={600}>
                  {entry.description}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at)}
                {entry.actorEmail && ` · ${entry.actorEmail}`}
              </Text>
              {entry.reason && (
                <Text size="sm" mt={4}>
                  Reason: {entry.reason}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
