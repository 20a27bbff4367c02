import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileUpload, IconForms, IconSignature, type Icon } from '@tabler/icons-react';
import type { JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import { StatusBadge } from '@client/components/status-badge';
import { familyDocumentStatus, STATUS_LOOKS } from '@client/lib/status-looks';
import { documentSections } from '../utils/journey-display';

const TYPE_ICONS: Record<JourneyDocument['type'], Icon> = {
  upload: IconFileUpload,
  form: IconForms,
  'e-sign': IconSignature,
};

const TYPE_LABELS: Record<JourneyDocument['type'], string> = {
  upload: 'Upload',
  form: 'Form',
  'e-sign': 'E-signature',
};

/** Why the item reads as it does: staff's reason for a rejection or a waiver. */
function reasonOf(document: JourneyDocument): { text: string; color: string } | null {
  if (document.rejectionReason) return { text: `Reason: ${document.rejectionReason}`, color: 'red.9' };
  if (document.waivedReason) return { text: `Waived: ${document.waivedReason}`, color: 'dimmed' };
  return null;
}

function DocumentRow({
  document,
  onOpen,
}: {
  document: JourneyDocument;
  onOpen?: (document: JourneyDocument) => void;
}) {
  const TypeIcon = TYPE_ICONS[document.type];
  const status = familyDocumentStatus(document);
  const reason = reasonOf(document);
  const content = (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0} flex="1 1 14rem">
        <TypeIcon size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500}>
            {document.name}
          </Text>
          <Text size="xs" c="dimmed">
            {TYPE_LABELS[document.type]}
            {document.memberName ? ` · ${document.memberName}` : ''}
          </Text>
          {reason && (
            <Text size="xs" c={reason.color}>
              {reason.text}
            </Text>
          )}
        </Stack>
      </Group>
      <StatusBadge kind="familyDocument" status={status} size="sm" />
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
        aria-label={[
          `${document.name}${document.memberName ? ` (${document.memberName})` : ''}: ${TYPE_LABELS[document.type]}, ${STATUS_LOOKS.familyDocument[status].label}`,
          reason?.text,
        ]
          .filter(Boolean)
          .join('. ')}
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
  const sections = documentSections(step);
  if (sections.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No documents for this step.
      </Text>
    );
  return (
    <Stack gap="sm">
      {sections.map((section) => (
        <Stack key={section.heading ?? 'all'} gap={4}>
          {section.heading && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {section.heading}
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

export function StepActions({ actions }: { actions: readonly string[] }) {
  if (actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No actions for this step.
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
