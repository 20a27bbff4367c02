import { Select, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@client/components/query-error';
import type { UploadTarget } from '../api/upload-document';
import { useOpenUploadSlots } from '../api/use-open-upload-slots';

interface UploadSlotPickerProps {
  onPick: (target: UploadTarget) => void;
}

/** Opened without a particular document: the family first says which requested document this is. */
export function UploadSlotPicker({ onPick }: UploadSlotPickerProps) {
  const { t } = useTranslation('documents');
  const slots = useOpenUploadSlots();

  if (slots.isError) {
    return (
      <QueryError
        title={t('slotPicker.loadError')}
        error={slots.error}
        onRetry={() => void slots.refetch()}
      />
    );
  }
  if (!slots.data) return <Skeleton h={60} radius="md" aria-label={t('uploadDialog.loadingDocuments')} />;
  if (slots.data.groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('slotPicker.allHandedIn')}
      </Text>
    );
  }
  const { groups, targets } = slots.data;
  return (
    <Select
      label={t('slotPicker.label')}
      description={t('slotPicker.description')}
      placeholder={t('slotPicker.placeholder')}
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
