import { Button, FileInput, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  TRAINING_HOURS_MAX,
  TRAINING_HOURS_MIN,
  TRAINING_TITLE_MAX,
} from '@shared/family-learning/family-learning.limits';
import { FormError } from '@client/components/form-error';
import { errorMessage } from '@client/lib/api-client';
import { useRecordOutsideTraining } from '../../api/training-ledger';

interface Values {
  title: string;
  hours: number | string;
  completedOn: string;
  file: File | null;
}

/** Record Outside Training: title, hours, date and the certificate file (PDF or photo). */
export function OutsideTrainingForm({ familyId, onDone }: { familyId: string; onDone: () => void }) {
  const record = useRecordOutsideTraining(familyId);
  const form = useForm<Values>({
    initialValues: { title: '', hours: 1, completedOn: new Date().toISOString().slice(0, 10), file: null },
    validate: {
      title: (value) => (value.trim() ? null : 'Title is required'),
      hours: (value) =>
        typeof value === 'number' && value >= TRAINING_HOURS_MIN && value <= TRAINING_HOURS_MAX
          ? null
          : `Hours must be between ${TRAINING_HOURS_MIN} and ${TRAINING_HOURS_MAX}`,
      completedOn: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Date is required'),
      file: (value) => (value ? null : 'Certificate file is required'),
    },
  });
  const submit = form.onSubmit((values) => {
    if (!values.file) return;
    record.mutate(
      {
        title: values.title.trim(),
        hours: Number(values.hours),
        completedOn: values.completedOn,
        file: values.file,
      },
      { onSuccess: onDone },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Training"
          required
          maxLength={TRAINING_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <NumberInput
          label="Hours"
          required
          min={TRAINING_HOURS_MIN}
          max={TRAINING_HOURS_MAX}
          step={0.5}
          decimalScale={1}
          {...form.getInputProps('hours')}
        />
        <TextInput label="Completed on" type="date" required {...form.getInputProps('completedOn')} />
        <FileInput
          label="Certificate"
          description="PDF, JPEG, PNG or WebP"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          required
          clearable
          {...form.getInputProps('file')}
        />
        <FormError message={record.error ? errorMessage(record.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record Training
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
