import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaffSigner, type SignerRole, type SignerStatus } from '@shared/signing/signers';
import type { Signer } from '@shared/signing/signing.schema';
import { formatDateTime } from '@client/lib/format';

/** The English name the server gives a signer nobody is known for yet: such a row reads as its role alone. */
const UNKNOWN_SIGNER_NAMES: Record<SignerRole, string> = {
  primary_applicant: 'Primary Applicant',
  co_applicant: 'Co-Applicant',
  member: 'Household Member',
  caseworker: 'Caseworker',
  supervisor: 'Supervisor',
};

const STATUS_COLORS: Record<SignerStatus, string> = {
  waiting: 'gray',
  asked: 'blue',
  opened: 'cyan',
  signed: 'green',
  declined: 'red',
};

/** Whether the family may send this signer a link now: theirs to reach by e-mail, unsigned, and their turn. */
export const mayLinkSigner = (signer: Signer, submitted: boolean) =>
  signer.signsByLink && !submitted && signer.signedAt === null && signer.status !== 'waiting';

interface SignerRowProps {
  signer: Signer;
  submitted: boolean;
  readOnly: boolean;
  onSign: (signer: Signer) => void;
  onDecline: (signer: Signer) => void;
  /** Absent for an adult's own account (issue 44): it signs its own row and sends nobody a link. */
  onSendLink?: (signer: Signer) => void;
}

function SignerRow({ signer, submitted, readOnly, onSign, onDecline, onSendLink }: SignerRowProps) {
  const { t } = useTranslation('signing');
  const roleLabel = t(`roles.${signer.role}`);
  const known = signer.name !== UNKNOWN_SIGNER_NAMES[signer.role];
  const title = known ? signer.name : roleLabel;
  const staff = isStaffSigner(signer.role);
  const signedDetail =
    signer.signedAt &&
    t('signers.signedDetail', {
      via: signer.signedVia ? t(`signers.via.${signer.signedVia}`) : t('signers.status.signed'),
      date: formatDateTime(signer.signedAt),
    });
  const declineReason = signer.declineReason && t('signers.declineReason', { reason: signer.declineReason });
  const linkSent = signer.linkSentTo && t('signers.linkSentTo', { email: signer.linkSentTo });
  // Before the family submits, the agency's rows wait for it: that, rather than a status, is what they say.
  const agencyLater = staff && !submitted && !signer.signedAt;
  const showSign = signer.canSign && !readOnly;
  // Their turn, but nobody has asked them yet: the family sends the link.
  const notSent = signer.signsByLink && signer.status === 'asked' && !signer.linkSentTo;
  const links = onSendLink !== undefined;
  const showLink = links && mayLinkSigner(signer, submitted) && !readOnly;

  return (
    <Box component="li" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {known && (
              <Text size="sm" c="dimmed">
                {roleLabel}
              </Text>
            )}
          </Stack>
          {signer.signedAt ? (
            <Badge
              color="green"
              variant="light"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {t('sign.signed')}
            </Badge>
          ) : (
            (signer.status === 'declined' || (!showSign && !agencyLater)) && (
              <Badge
                color={notSent ? 'gray' : STATUS_COLORS[signer.status]}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {notSent ? t('signers.notSent') : t(`signers.status.${signer.status}`)}
              </Badge>
            )
          )}
        </Group>
        {signedDetail && (
          <Text size="xs" c="dimmed">
            {signedDetail}
          </Text>
        )}
        {agencyLater && (
          <Text size="sm" c="dimmed">
            {t('signers.agencySignsLater')}
          </Text>
        )}
        {declineReason && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {declineReason}
          </Text>
        )}
        {links && signer.signsByLink && !signer.signedAt && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {linkSent || t('signers.signsByLink', { name: title })}
          </Text>
        )}
        {(showSign || showLink) && (
          <Group gap="xs">
            {showSign && (
              <>
                <Button size="sm" onClick={() => onSign(signer)} aria-label={`${t('sign.sign')}: ${title}`}>
                  {t('sign.sign')}
                </Button>
                <Button
                  size="sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onDecline(signer)}
                  // Not 'Decline to sign: name', which holds the Sign button's name 'Sign: name' and is found for it.
                  aria-label={t('signers.declineAs', { name: title })}
                >
                  {t('signers.decline')}
                </Button>
              </>
            )}
            {showLink && (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconMail size={16} aria-hidden />}
                onClick={() => onSendLink?.(signer)}
                aria-label={`${signer.linkSentTo ? t('signers.sendAgain') : t('signers.sendLink')}: ${title}`}
              >
                {signer.linkSentTo ? t('signers.sendAgain') : t('signers.sendLink')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Signatures Required: one row per signer in the template's order, named from the household, with its status and
 * how it was signed; Sign and Decline on the rows the family signs now, Send signing link on an adult who signs
 * by e-mail, and the agency's rows saying they come after the family.
 */
export function SignaturesPanel({
  signers,
  ...row
}: Omit<SignerRowProps, 'signer'> & { signers: readonly Signer[] }) {
  const { t } = useTranslation('signing');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sign.signaturesTitle')}
        </Title>
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {signers.map((signer) => (
            <SignerRow key={signer.role} signer={signer} {...row} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

interface StatusPanelProps {
  complete: boolean;
  /** The family's signatures: Submit needs all of them. */
  signed: number;
  total: number;
  /** The agency's countersignatures, when the document has any. */
  agency: { signed: number; total: number } | null;
  readOnly: boolean;
  saving: boolean;
  submitting: boolean;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/**
 * Document Status: Form Completion, Signatures x / n (the family's), the agency's countersignatures, Save Draft
 * and Submit Document (spec 02 §5 rules).
 */
export function StatusPanel({
  complete,
  signed,
  total,
  agency,
  readOnly,
  saving,
  submitting,
  onSaveDraft,
  onSubmit,
}: StatusPanelProps) {
  const { t } = useTranslation('signing');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sign.statusTitle')}
        </Title>
        <Group justify="space-between">
          <Text size="sm">{t('sign.formCompletion')}</Text>
          <Badge color={complete ? 'green' : 'gray'} variant="light">
            {complete ? t('sign.complete') : t('sign.incomplete')}
          </Badge>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('sign.signatures')}</Text>
          <Text size="sm" fw={600}>
            {t('sign.signaturesCount', { done: signed, total })}
          </Text>
        </Group>
        {agency && (
          <Group justify="space-between">
            <Text size="sm">{t('sign.agencySignatures')}</Text>
            <Text size="sm" fw={600}>
              {t('sign.signaturesCount', { done: agency.signed, total: agency.total })}
            </Text>
          </Group>
        )}
        {!readOnly && (
          <Stack gap="xs">
            <Button variant="default" onClick={onSaveDraft} loading={saving} disabled={submitting}>
              {t('sign.saveDraft')}
            </Button>
            <Button onClick={onSubmit} loading={submitting} disabled={saving || signed < total || !complete}>
              {t('sign.submit')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
