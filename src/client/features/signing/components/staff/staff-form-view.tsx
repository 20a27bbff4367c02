import { Button, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { shownFields } from '@shared/signing/form-rules';
import type { StaffFormDetail } from '@shared/signing/signing.schema';
import { QueryContent } from '@client/components/query-content';
import { ApiRequestError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { downloadBlob } from '../../api/family-signing';
import { staffSealedPath, useStaffForm } from '../../api/staff-signing';

const ROLE_LABELS = { primary_applicant: 'Primary Applicant', co_applicant: 'Co-Applicant' } as const;

function shown(value: string | boolean | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value && value.trim() !== '' ? value : '—';
}

/** What the family filled in, who signed (image, time, IP address, browser) and the sealed PDFs. */
export function StaffFormContent({ detail }: { detail: StaffFormDetail }) {
  return (
    <Stack gap="md">
      <Table withRowBorders>
        <Table.Tbody>
          {shownFields(detail.fields, detail.formData).map((field) => (
            <Table.Tr key={field.name}>
              <Table.Th w="45%">{field.label}</Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{shown(detail.formData[field.name])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h4">
        Signatures
      </Title>
      {detail.signatures.map((signature) => (
        <Card key={signature.role} withBorder padding="sm">
          <Text fw={600}>
            {signature.name} ({ROLE_LABELS[signature.role]})
          </Text>
          {signature.signatureData ? (
            <>
              <Image src={signature.signatureData} alt={`Signature of ${signature.name}`} w={200} />
              <Text size="xs" c="dimmed">
                Signed {formatDateTime(signature.signedAt)} from {signature.ipAddress ?? 'unknown IP'} —{' '}
                {signature.userAgent ?? 'unknown browser'}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Not signed yet
            </Text>
          )}
        </Card>
      ))}
      {detail.sealedVersions.length > 0 && (
        <Group gap="xs">
          {detail.sealedVersions.map((sealed) => (
            <Button
              key={sealed.version}
              variant="light"
              size="xs"
              onClick={() =>
                void downloadBlob(
                  staffSealedPath(detail.id, sealed.version),
                  `sealed-${detail.id.slice(0, 8)}-v${sealed.version}.pdf`,
                )
              }
            >
              Sealed PDF v{sealed.version} ({formatDate(sealed.sealedAt)})
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** A form or e-signature item's filled form on its review page, in place of an upload's file. */
export function StaffFormView({ documentId }: { documentId: string }) {
  const form = useStaffForm(documentId);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Filled form
        </Title>
        {form.error instanceof ApiRequestError && form.error.status === 404 ? (
          <Text c="dimmed">The family has not started this form yet.</Text>
        ) : (
          <QueryContent query={form} errorTitle="Unable to load the form">
            {(detail) => <StaffFormContent detail={detail} />}
          </QueryContent>
        )}
      </Stack>
    </Card>
  );
}
