import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileUpload, IconForms, IconSignature, type Icon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DOCUMENT_GROUPS, JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import { rejectionReasonIn } from '@shared/documents/rejection-reasons';
import { formatDate } from '@client/lib/format';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { familyDocumentStatus, STATUS_LOOKS } from '@client/lib/status-looks';
import { currentLanguage } from '@client/lib/i18n/language';
import { documentSections } from '../utils/journey-display';

const TYPE_ICONS: Record<JourneyDocument['type'], Icon> = {
  upload: IconFileUpload,
  form: IconForms,
  'e-sign': IconSignature,
};

const TYPE_KEYS = { upload: 'upload', form: 'form', 'e-sign': 'eSign' } as const satisfies Record<
  JourneyDocument['type'],
  string
>;

const GROUP_KEYS = {
  'Primary Applicant': 'primaryApplicant',
  'Co-Applicant': 'coApplicant',
  'Other Adult': 'otherAdult',
} as const satisfies Record<(typeof DOCUMENT_GROUPS)[number], string>;

/**
 * Why the item reads as it does: staff's reason for a rejection (a common reason in the family's language, their
 * own words as written) or a waiver.
 */
function reasonOf(
  t: TFunction<'familyPortal'>,
  document: JourneyDocument,
): { text: string; color: string } | null {
  if (document.rejectionReason)
    return {
      text: t('journey.rejectionReason', {
        reason: rejectionReasonIn(currentLanguage(), document.rejectionReason),
      }),
      color: 'red.9',
    };
  if (document.waivedReason)
    return { text: t('journey.waivedReason', { reason: document.waivedReason }), color: 'dimmed' };
  return null;
}

/**
 * Whose item it is: a member's form or e-signature names who must sign it (each adult signs their own), an
 * upload the member it is for; null for the household's items.
 */
function memberLine(t: TFunction<'familyPortal'>, document: JourneyDocument): string | null {
  if (!document.memberName) return null;
  return document.type === 'upload'
    ? document.memberName
    : t('journey.toBeSignedBy', { name: document.memberName });
}

function DocumentRow({
  document,
  onOpen,
}: {
  document: JourneyDocument;
  onOpen?: (document: JourneyDocument) => void;
}) {
  const { t } = useTranslation('familyPortal');
  const { t: tApp } = useTranslation('app');
  const checklist = useChecklistText();
  const TypeIcon = TYPE_ICONS[document.type];
  const status = familyDocumentStatus(document);
  const statusText = tApp(`status.familyDocument.${status}`);
  const typeText = t(`journey.documentTypes.${TYPE_KEYS[document.type]}`);
  const name = checklist.name(document.name);
  const reason = reasonOf(t, document);
  const whose = memberLine(t, document);
  const labelParts = { name, type: typeText, status: statusText };
  const itemLabel = document.memberName
    ? t('journey.documentLabelForMember', { ...labelParts, member: document.memberName })
    : t('journey.documentLabel', labelParts);
  const label = document.addedByStaff ? `${itemLabel}, ${t('journey.addedByStaff')}` : itemLabel;
  const content = (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0} flex="1 1 14rem">
        <TypeIcon size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {typeText}
            {whose ? ` · ${whose}` : ''}
            {document.addedByStaff ? ` · ${t('journey.addedByStaff')}` : ''}
          </Text>
          {reason && (
            <Text size="xs" c={reason.color}>
              {reason.text}
            </Text>
          )}
          {document.expiresOn && (
            <Text size="xs" c="dimmed">
              {t('journey.expiresOn', { date: formatDate(document.expiresOn) })}
            </Text>
          )}
        </Stack>
      </Group>
      <Badge
        color={STATUS_LOOKS.familyDocument[status].color}
        variant="light"
        size="sm"
        style={{ flexShrink: 0 }}
      >
        {statusText}
      </Badge>
    </Group>
  );
  if (!onOpen) return <li>{content}</li>;
  return (
    <li>
      <UnstyledButton
        w="100%"
        p={6}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        onClick={() => onOpen(document)}
        aria-label={reason ? t('journey.documentLabelWithReason', { label, reason: reason.text }) : label}
      >
        {content}
      </UnstyledButton>
    </li>
  );
}

interface JourneyDocumentsProps {
  step: Pick<JourneyStep, 'documents'>;
  /** Makes every row a button (the approval progress tile). */
  onOpen?: (document: JourneyDocument) => void;
}

/** A step's required documents with status badges; step 1 grouped by Primary Applicant, Co-Applicant, Other Adult. */
export function JourneyDocuments({ step, onOpen }: JourneyDocumentsProps) {
  const { t } = useTranslation('familyPortal');
  const sections = documentSections(step);
  if (sections.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('journey.noDocuments')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {sections.map((section) => (
        <Stack key={section.heading ?? 'all'} gap={4}>
          {section.heading && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t(`journey.groups.${GROUP_KEYS[section.heading]}`)}
            </Text>
          )}
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {section.documents.map((document) => (
              <DocumentRow key={document.id} document={document} onOpen={onOpen} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** A step's required actions, as the family reads them. */
export function StepActions({ actions }: { actions: readonly string[] }) {
  const { t } = useTranslation('familyPortal');
  if (actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('journey.noActions')}
      </Text>
    );
  return (
    <Stack component="ul" gap={4} m={0} pl="md">
      {actions.map((action) => (
        <Text component="li" size="sm" key={action}>
          {action}
        </Text>
      ))}
    </Stack>
  );
}
