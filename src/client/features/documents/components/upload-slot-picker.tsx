import { Select, Skeleton, Text } from '@mantine/core';
import { QueryError } from '@client/components/query-error';
import type { UploadTarget } from '../api/upload-document';
import { useOpenUploadSlots } from '../api/use-open-upload-slots';

interface UploadSlotPickerProps {
  onPick: (target: UploadTarget) => void;
}

/** Opened without a particular document: the family first says which requested document this is. */
export function UploadSlotPicker({ onPick }: UploadSlotPickerProps) {
  const slots = useOpenUploadSlots();

  if (slots.isError) {
    return (
      <QueryError
        title="Unable to load your documents"
        error={slots.error}
        onRetry={() => void slots.refetch()}
      />
    );
  }
  if (!slots.data) return <Skeleton h={60} radius="md" aria-label="Loading your documents" />;
  if (slots.data.groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Every requested document has been handed in. Your caseworker will tell you if anything else is needed.
      </Text>
    );
  }
  const { groups, targets } = slots.data;
  return (
    <Select
      label="Which document are you uploading?"
      description="The documents of your approval journey that still need a file."
      placeholder="Choose a document"
      data={groups}
      searchable
      onChange={(value) => {
        const target = value ? targets.get(value) : undefined;
        if (target) onPick(target);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
