import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import { UPLOAD_ACCEPT_MIME_TYPES } from '@shared/documents/file-kinds';
import { errorMessage } from '@client/lib/api-client';
import { useStaffUpload } from '../api/use-staff-upload';
import { StaffUploadItemSelect } from './staff-upload-item-select';

const ACCEPT = UPLOAD_ACCEPT_MIME_TYPES.join(',');

function StaffUploadForm({ familyId, onDone }: { familyId: string; onDone: () => void }) {
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const upload = useStaffUpload(familyId);
  const submit = () => {
    if (!documentId || files.length === 0) return;
    upload.mutate(
      { documentId, files },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'teal',
            title: 'Document added',
            message: `${result.documentName} was added to the family's file and is being processed.`,
          });
          onDone();
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Upload failed', message: errorMessage(error) }),
      },
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The file goes through the same checks as a family&apos;s upload. The family sees it as added by
          staff.
        </Text>
        <StaffUploadItemSelect familyId={familyId} value={documentId} onChange={setDocumentId} />
        <FileInput
          label="File"
          description={`A photo or PDF; several files become the pages of one document (at most ${UPLOAD_PAGES_MAX}).`}
          placeholder="Choose files"
          accept={ACCEPT}
          multiple
          clearable
          required
          value={files}
          onChange={setFiles}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={upload.isPending} disabled={!documentId || files.length === 0}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Staff add a document to a family's file (manage_documents): pick an item, choose the file, upload. */
export function StaffUploadButton({ familyId }: { familyId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileUpload size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        w="fit-content"
      >
        Add document
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Add a document to the family's file">
        {open && <StaffUploadForm familyId={familyId} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
