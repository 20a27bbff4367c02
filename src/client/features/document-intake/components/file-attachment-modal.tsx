import { type ReactNode, useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { IntakeAttachment } from '@shared/document-intake/document-intake.schema';
import { errorMessage } from '@client/lib/api-client';
import { useFileAttachment, useIntakeFamilies } from '../api/use-intake-queue';

/** The documents feature's item picker, handed in by the page (features do not import each other). */
export type ItemPicker = (props: {
  familyId: string | null;
  value: string | null;
  onChange: (documentId: string | null) => void;
}) => ReactNode;

function FamilySelect({
  matched,
  value,
  onChange,
}: {
  matched: IntakeAttachment['family'];
  value: string | null;
  onChange: (familyId: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const families = useIntakeFamilies(debounced);
  const options = [...(matched ? [matched] : []), ...(families.data ?? [])].filter(
    (family, index, all) => all.findIndex((other) => other.id === family.id) === index,
  );
  return (
    <Select
      label="Family"
      description={matched ? 'Matched by the case number in the subject' : 'Search by name or case number'}
      placeholder="Choose a family"
      data={options.map((family) => ({
        value: family.id,
        label: `${family.familyName} · ${family.caseNumber}`,
      }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={families.isFetching ? 'Searching…' : 'No family matches'}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface FileAttachmentModalProps {
  attachment: IntakeAttachment;
  itemPicker: ItemPicker;
  onClose: () => void;
}

/** Files an e-mailed attachment to a family's checklist item (the upload checks run again on the server). */
export function FileAttachmentModal({ attachment, itemPicker, onClose }: FileAttachmentModalProps) {
  const [familyId, setFamilyId] = useState<string | null>(attachment.family?.id ?? null);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const file = useFileAttachment();
  const submit = () => {
    if (!documentId) return;
    file.mutate(
      { attachmentId: attachment.id, documentId },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'teal',
            title: 'Attachment filed',
            message: `${attachment.filename} is now the family's ${result.documentName}, added by staff.`,
          });
          onClose();
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Filing failed', message: errorMessage(error) }),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`File ${attachment.filename}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            It becomes the file of the item you choose, as if staff had uploaded it for the family.
          </Text>
          <FamilySelect
            matched={attachment.family}
            value={familyId}
            onChange={(id) => {
              setFamilyId(id);
              setDocumentId(null);
            }}
          />
          {itemPicker({ familyId, value: documentId, onChange: setDocumentId })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={file.isPending} disabled={!documentId}>
              File
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
