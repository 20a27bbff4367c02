import { Select, Skeleton, Text } from '@mantine/core';
import { QueryError } from '@client/components/query-error';
import { useUploadSlots } from '../api/use-staff-upload';
import { stepLabel } from '../utils/document-labels';

interface StaffUploadItemSelectProps {
  familyId: string | null;
  value: string | null;
  onChange: (documentId: string | null) => void;
}

/** Which of the family's items (pending, rejected or expired uploads) a file is for, grouped by step. */
export function StaffUploadItemSelect({ familyId, value, onChange }: StaffUploadItemSelectProps) {
  const slots = useUploadSlots(familyId);
  if (familyId === null) return null;
  if (slots.isError)
    return (
      <QueryError
        title="Unable to load the family's checklist"
        error={slots.error}
        onRetry={() => void slots.refetch()}
      />
    );
  const items = slots.data;
  if (!items) return <Skeleton h={60} radius="md" aria-label="Loading the family's checklist" />;
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Every upload item of this family has a file already. A rejected or expired item takes a new one.
      </Text>
    );
  const steps = [...new Set(items.map((slot) => slot.stepId))];
  const data = steps.map((stepId) => ({
    group: stepLabel(stepId),
    items: items
      .filter((slot) => slot.stepId === stepId)
      .map((slot) => ({
        value: slot.id,
        label: [
          slot.documentName,
          slot.memberName,
          slot.status === 'pending' ? null : slot.status === 'rejected' ? 'Rejected' : 'Expired',
        ]
          .filter(Boolean)
          .join(' · '),
      })),
  }));
  return (
    <Select
      label="Checklist item"
      description="The item of the family's checklist this file is for"
      placeholder="Choose an item"
      data={data}
      value={value}
      onChange={onChange}
      searchable
      required
      nothingFoundMessage="No item matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
