import { Alert, Anchor, Button, Card, Grid, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCertificate } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_REASON_MAX } from '@shared/signing/signing.limits';
import type { StaffSignerRole } from '@shared/signing/signers';
import type { CountersignItem } from '@shared/signing/signers.schema';
import type { StaffFormDetail } from '@shared/signing/signing.schema';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryContent } from '@client/components/query-content';
import { ApiRequestError, errorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { downloadBlob } from '../../api/family-signing';
import {
  countersignSealedPath,
  useCountersign,
  useDeclineCountersign,
  useCountersignForm,
} from '../../api/staff-signing';
import { SignatureDialog } from '../family/signature-dialog';
import { FamilyLink } from './family-link';
import { SIGNER_ROLE_LABELS } from './signer-labels';
import { StaffFormContent } from './staff-form-view';

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        Back to Signatures
      </Group>
    </Anchor>
  );
}

/** Decline: the reason the family reads, and what declining does, before it is done. */
function DeclineDialog({
  documentId,
  role,
  onCancel,
  onDeclined,
}: {
  documentId: string;
  role: StaffSignerRole;
  onCancel: () => void;
  onDeclined: () => void;
}) {
  const [reason, setReason] = useState('');
  const decline = useDeclineCountersign(documentId);
  const fullScreen = useMediaQuery(PHONE_QUERY);
  const blank = reason.trim() === '';
  return (
    <Modal opened onClose={onCancel} title="Decline to sign" fullScreen={fullScreen} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (blank) return;
          decline.mutate(
            { role, reason: reason.trim() },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'Returned to the family' });
                onDeclined();
              },
              onError: (error) =>
                notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            The document goes back to the family, In Progress, and every signature on it is cleared: the
            family corrects it, signs and submits it again.
          </Text>
          <Textarea
            label="Reason (the family reads it)"
            required
            autosize
            minRows={3}
            maxLength={RETURN_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={blank} loading={decline.isPending}>
              Decline and return to the family
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Sealed: the PDF with every signature, for download. */
function SealedNotice({ detail }: { detail: StaffFormDetail }) {
  const version = detail.sealedVersion;
  if (version === null) return null;
  return (
    <Alert color="green" variant="light" title="Sealed" icon={<IconCertificate size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Every signature is in. The sealed PDF shows each signer on its certificate page.
        </Text>
        <Button
          size="xs"
          color="green"
          onClick={() =>
            void downloadBlob(
              countersignSealedPath(detail.id, version),
              `sealed-${detail.id.slice(0, 8)}-v${version}.pdf`,
            ).catch((error: unknown) =>
              notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
            )
          }
        >
          Download sealed PDF v{version}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What comes next, when it is not the caller's turn: someone else's signature, or nothing (sealed). */
function WaitingNotice({ detail }: { detail: StaffFormDetail }) {
  if (detail.sealedVersion !== null) return null;
  const next = detail.signatures.find((s) => s.status === 'asked' || s.status === 'opened');
  if (!detail.submitted)
    return (
      <Text size="sm" c="dimmed">
        The family has not submitted this document: it is not waiting for a countersignature.
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {next
        ? `Waiting for ${next.name} (${SIGNER_ROLE_LABELS[next.role]}).`
        : 'Nothing is waiting for your signature on this document.'}
    </Text>
  );
}

function Actions({
  detail,
  roles,
  onBack,
}: {
  detail: StaffFormDetail;
  roles: readonly StaffSignerRole[];
  onBack: () => void;
}) {
  const [signing, setSigning] = useState<StaffSignerRole | null>(null);
  const [declining, setDeclining] = useState<StaffSignerRole | null>(null);
  const countersign = useCountersign(detail.id);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="countersign-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="countersign-title">
          Your signature
        </Title>
        <SealedNotice detail={detail} />
        {roles.length === 0 ? (
          <WaitingNotice detail={detail} />
        ) : (
          <>
            <Text size="sm">
              Read the filled form and the signatures so far. Sign to confirm the document, or decline it with
              a reason to return it to the family.
            </Text>
            {roles.map((role) => (
              <Group key={role} gap="xs">
                <Button onClick={() => setSigning(role)}>Sign as {SIGNER_ROLE_LABELS[role]}</Button>
                <Button variant="default" color="red" onClick={() => setDeclining(role)}>
                  Decline{roles.length > 1 ? ` as ${SIGNER_ROLE_LABELS[role]}` : ''}
                </Button>
              </Group>
            ))}
          </>
        )}
      </Stack>
      <SignatureDialog
        signerName={signing && SIGNER_ROLE_LABELS[signing]}
        saving={countersign.isPending}
        onCancel={() => setSigning(null)}
        onSave={({ dataUrl, consent }) => {
          if (!signing) return;
          countersign.mutate(
            { role: signing, signatureData: dataUrl, consent },
            {
              onSuccess: ({ sealedVersion }) => {
                setSigning(null);
                notifications.show({
                  color: 'green',
                  title: 'Signature saved',
                  message:
                    sealedVersion === null
                      ? 'The document now waits for the next signer.'
                      : `Every signature is in: the document is sealed (version ${sealedVersion}).`,
                });
              },
              onError: (error) =>
                notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
            },
          );
        }}
      />
      {declining && (
        <DeclineDialog
          documentId={detail.id}
          role={declining}
          onCancel={() => setDeclining(null)}
          onDeclined={onBack}
        />
      )}
    </Card>
  );
}

/**
 * One document of the Signatures queue: the filled form read-only, its signers so far, and the caller's
 * countersignature (drawn, with consent) or decline (with a reason); a sealed document offers its PDF.
 */
export function CountersignDocument({
  documentId,
  queue,
  onBack,
}: {
  documentId: string;
  queue: UseQueryResult<CountersignItem[]>;
  onBack: () => void;
}) {
  // The signature dialog's words (the family's signing namespace): loaded before it opens.
  useTranslation('signing');
  const form = useCountersignForm(documentId);
  const items = (queue.data ?? []).filter((item) => item.documentId === documentId);
  // The queue's entry names the family; it stays known once the document has left the queue (signed, sealed).
  const [item, setItem] = useState(items[0]);
  if (items[0] && items[0] !== item) setItem(items[0]);
  const roles = items.map((i) => i.role).filter((role) => role === 'caseworker' || role === 'supervisor');
  return (
    <Stack gap="md">
      <BackLink onBack={onBack} />
      {form.error instanceof ApiRequestError && form.error.status === 404 ? (
        <Alert color="gray" title="Document not found">
          This document no longer exists, or you may not open it.
        </Alert>
      ) : (
        <QueryContent
          query={form}
          errorTitle="Unable to load the document"
          loadingLabel="Loading the document"
        >
          {(detail) => (
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1}>{detail.documentName}</Title>
                <Text size="sm" c="dimmed">
                  <FamilyLink familyId={detail.familyId}>{item?.familyName ?? 'The family'}</FamilyLink>
                  {item && ` · Submitted ${formatDateTime(item.submittedAt)}`}
                  {` · ${detail.category}`}
                </Text>
              </Stack>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Card withBorder radius="md" padding="md">
                    <Stack gap="sm">
                      <Title order={2} size="h4">
                        Filled form
                      </Title>
                      <StaffFormContent detail={detail} />
                    </Stack>
                  </Card>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Actions detail={detail} roles={roles} onBack={onBack} />
                </Grid.Col>
              </Grid>
            </Stack>
          )}
        </QueryContent>
      )}
    </Stack>
  );
}
