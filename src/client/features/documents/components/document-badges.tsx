import { Badge, Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DocumentStatus, ProcessingStatus } from '@shared/documents/documents.schema';
import { DOCUMENT_STATUS_LOOK, PROCESSING_STATUS_LOOK } from '../utils/document-labels';

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const look = DOCUMENT_STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}

export function ProcessingStatusBadge({ status }: { status: ProcessingStatus }) {
  const look = PROCESSING_STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="outline">
      {look.label}
    </Badge>
  );
}

function MismatchBadge() {
  return (
    <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      Likely mismatch
    </Badge>
  );
}

/** The mismatch flag where room is short (the staff table): an icon with its name for screen readers. */
export function MismatchFlag() {
  return (
    <Tooltip label="Likely mismatch" withArrow>
      <ThemeIcon color="orange" variant="light" radius="xl" role="img" aria-label="Likely mismatch">
        <IconAlertTriangle size={16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}

/** Review status, processing status (null: nothing was uploaded to process) and the mismatch flag. */
export function DocumentBadges({
  status,
  processingStatus,
  mismatch,
}: {
  status: DocumentStatus;
  processingStatus: ProcessingStatus | null;
  mismatch: boolean;
}) {
  return (
    <Group gap={6}>
      <DocumentStatusBadge status={status} />
      {processingStatus && <ProcessingStatusBadge status={processingStatus} />}
      {mismatch && <MismatchBadge />}
    </Group>
  );
}
