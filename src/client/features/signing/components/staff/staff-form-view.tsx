import { Badge, Button, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { shownFields } from '@shared/signing/form-rules';
import type { StaffFormDetail } from '@shared/signing/signing.schema';
import { QueryContent } from '@client/components/query-content';
import { ApiRequestError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { downloadBlob } from '../../api/family-signing';
import { staffSealedPath, useStaffForm } from '../../api/staff-signing';
import { SIGNED_VIA_LABELS, SIGNER_ROLE_LABELS, SIGNER_STATUS_LOOKS } from './signer-labels';

function shown(value: string | boolean | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value && value.trim() !== '' ? value : '—';
}

type StaffSignature = StaffFormDetail['signatures'][number];

/** One signer: who, where they are (status), how they signed and the evidence kept of it. */
function SignatureCard({ signature }: { signature: StaffSignature }) {
  const look = SIGNER_STATUS_LOOKS[signature.status];
  const role = SIGNER_ROLE_LABELS[signature.role];
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={signature.name === role ? role : `${role}: ${signature.name}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {signature.name}
            {/* Nobody known yet: the name is the role's. */}
            {signature.name !== role && (
              <Text span c="dimmed" fw={400}>
                {' '}
                ({role})
              </Text>
            )}
          </Text>
          <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
            {look.label}
          </Badge>
        </Group>
        {signature.email && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {signature.email}
          </Text>
        )}
        {signature.declineReason && (
          <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
            Declined: {signature.declineReason}
          </Text>
        )}
        {!signature.signedAt && signature.linkSentTo && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Signing link sent to {signature.linkSentTo}
          </Text>
        )}
        {signature.signedAt ? (
          <>
            {signature.signatureData && (
              <Image
                src={signature.signatureData}
                alt={`Signature of ${signature.name}`}
                w={200}
                maw="100%"
              />
            )}
            <Text size="sm">
              Signed {formatDateTime(signature.signedAt)}
              {signature.signedVia && <> · {SIGNED_VIA_LABELS[signature.signedVia]}</>}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              From {signature.ipAddress ?? 'unknown IP'} — {signature.userAgent ?? 'unknown browser'}
            </Text>
          </>
        ) : (
          !signature.declineReason && (
            <Text size="sm" c="dimmed">
              Not signed yet
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}

/**
 * What the family filled in, each signer (status, how they signed, e-mail, a decline's reason; the image, time, IP
 * address and browser of a signature) and the sealed PDFs.
 */
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
      <Stack gap="xs">
        {detail.signatures.map((signature) => (
          <SignatureCard key={signature.role} signature={signature} />
        ))}
      </Stack>
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
