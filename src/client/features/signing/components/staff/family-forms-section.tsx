import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { StaffFamilyForm, StaffFormDetail } from '@shared/signing/signing.schema';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { useFamilyForms, useReturnForm, useStaffForm } from '../../api/staff-signing';
import { StaffFormContent } from './staff-form-view';

const STATE_LABELS = {
  completed: 'Completed',
  pending_review: 'Pending Review',
  in_progress: 'In Progress',
} as const;
function ReturnForm({ form, onDone }: { form: StaffFormDetail; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const returnForm = useReturnForm(form.id);
  return (
    <Stack gap="xs">
      <Textarea
        label="Reason for returning"
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Group>
        <Button
          color="orange"
          disabled={reason.trim() === ''}
          loading={returnForm.isPending}
          onClick={() =>
            returnForm.mutate(reason, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'Form returned to the family' });
                onDone();
              },
              onError: (error) =>
                notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
            })
          }
        >
          Return to family
        </Button>
      </Group>
    </Stack>
  );
}

function FormDetail({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const form = useStaffForm(documentId);
  return (
    <Modal opened onClose={onClose} title="Filled form" size="lg">
      <QueryContent query={form} errorTitle="Unable to load the form">
        {(detail) => (
          <Stack gap="md">
            <Title order={3}>{detail.documentName}</Title>
            <StaffFormContent detail={detail} />
            {detail.submitted && <ReturnForm form={detail} onDone={onClose} />}
          </Stack>
        )}
      </QueryContent>
    </Modal>
  );
}

function FormRow({ form, onOpen }: { form: StaffFamilyForm; onOpen: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>{form.documentName}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={form.state === 'completed' ? 'green' : 'blue'}>
          {STATE_LABELS[form.state]}
        </Badge>
        {form.returnReason && (
          <Text size="xs" c="orange.8">
            Returned: {form.returnReason}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {form.signaturesDone} / {form.signaturesRequired}
      </Table.Td>
      <Table.Td>{formatDate(form.startedAt)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={onOpen}>
          Open
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The family detail page's Forms and Signatures section (staff with manage_documents). */
export function FamilyFormsSection({ familyId }: { familyId: string }) {
  const forms = useFamilyForms(familyId, true);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Forms and Signatures
        </Title>
        <QueryContent
          query={forms}
          errorTitle="Unable to load forms"
          isEmpty={(rows) => rows.length === 0}
          empty={<Text c="dimmed">No forms started yet</Text>}
        >
          {(rows) => (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Form</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Signatures</Table.Th>
                    <Table.Th>Started</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((form) => (
                    <FormRow key={form.id} form={form} onOpen={() => setOpen(form.id)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryContent>
      </Stack>
      {open && <FormDetail documentId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
