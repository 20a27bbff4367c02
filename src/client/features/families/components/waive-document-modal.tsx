import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FamilyDocument } from '@shared/families/families.schema';
import {
  WAIVE_REASON_MAX,
  WAIVE_REASON_MIN,
  WaiveDocumentBodySchema,
} from '@shared/requirements/requirements.schema';
import { FormActions } from '@client/components/form-actions';
import { useWaiveDocument } from '../api/use-family-requirements';

interface WaiveFormProps {
  familyId: string;
  document: FamilyDocument;
  onDone: () => void;
}

function WaiveForm({ familyId, document, onDone }: WaiveFormProps) {
  const waive = useWaiveDocument(familyId);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        WaiveDocumentBodySchema.safeParse({ reason: value }).success
          ? null
          : `Give a reason of ${WAIVE_REASON_MIN} to ${WAIVE_REASON_MAX} characters`,
    },
  });
  const submit = form.onSubmit(({ reason }) =>
    waive.mutate({ documentId: document.id, body: { reason: reason.trim() } }, { onSuccess: onDone }),
  );
  const whose = document.memberName ? ` for ${document.memberName}` : '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          The family will no longer be asked for <strong>{document.documentName}</strong>
          {whose}. They see the reason you give here.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxLength={WAIVE_REASON_MAX}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <FormActions
          onCancel={onDone}
          submitLabel="Waive item"
          submitColor="orange"
          submitting={waive.isPending}
        />
      </Stack>
    </form>
  );
}

interface WaiveDocumentModalProps {
  familyId: string;
  /** null: closed. */
  document: FamilyDocument | null;
  onClose: () => void;
}

/** Confirms a waiver and asks for its reason. */
export function WaiveDocumentModal({ familyId, document, onClose }: WaiveDocumentModalProps) {
  return (
    <Modal opened={document !== null} onClose={onClose} title="Waive this item?">
      {document && <WaiveForm familyId={familyId} document={document} onDone={onClose} />}
    </Modal>
  );
}
