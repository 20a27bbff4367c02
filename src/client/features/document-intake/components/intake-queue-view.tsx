import { useState } from 'react';
import { Alert, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import type { IntakeAttachment } from '@shared/document-intake/document-intake.schema';
import { QueryContent } from '@client/components/query-content';
import { type IntakeView, useIntakeQueue } from '../api/use-intake-queue';
import { FileAttachmentModal, type ItemPicker } from './file-attachment-modal';
import { IntakeAttachmentCard } from './intake-attachment-card';

/**
 * The e-mail intake queue: attachments of mail sent to the intake address, newest first. Staff file each to a
 * family's checklist item or discard it; refused ones show why.
 */
export function IntakeQueueView({ itemPicker }: { itemPicker: ItemPicker }) {
  const [view, setView] = useState<IntakeView>('open');
  const [page, setPage] = useState(1);
  const [filing, setFiling] = useState<IntakeAttachment | null>(null);
  const queue = useIntakeQueue(view, page);
  return (
    <Stack gap="md">
      {queue.data && (
        <Text size="sm">
          Mail sent to <strong>{queue.data.intakeAddress}</strong> lands here, one entry per attachment; the
          case number in the subject names the family.
        </Text>
      )}
      <SegmentedControl
        w="fit-content"
        aria-label="Which attachments"
        value={view}
        onChange={(value) => {
          setView(value as IntakeView);
          setPage(1);
        }}
        data={[
          { value: 'open', label: 'To file' },
          { value: 'handled', label: 'Handled' },
        ]}
      />
      <QueryContent
        query={queue}
        errorTitle="Unable to load the intake queue"
        loadingLabel="Loading the intake queue"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Alert variant="light" color="gray">
            {view === 'open'
              ? 'No e-mailed documents are waiting.'
              : 'Nothing has been filed or discarded yet.'}
          </Alert>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Stack
              gap="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="E-mailed attachments"
            >
              {data.items.map((attachment) => (
                <IntakeAttachmentCard key={attachment.id} attachment={attachment} onFile={setFiling} />
              ))}
            </Stack>
            {data.total > data.pageSize && (
              <Pagination
                total={Math.ceil(data.total / data.pageSize)}
                value={page}
                onChange={setPage}
                aria-label="Intake queue pages"
              />
            )}
          </Stack>
        )}
      </QueryContent>
      {filing && (
        <FileAttachmentModal attachment={filing} itemPicker={itemPicker} onClose={() => setFiling(null)} />
      )}
    </Stack>
  );
}
