import { Badge, Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DocumentStatus, ProcessingStatus } from '@shared/documents/documents.schema';
import { StatusBadge } from '@client/components/status-badge';

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
      <StatusBadge kind="document" status={status} />
      {processingStatus && <StatusBadge kind="processing" status={processingStatus} variant="outline" />}
      {mismatch && <MismatchBadge />}
    </Group>
  );
}
