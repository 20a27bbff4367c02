import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { StorageCondition } from '@shared/staff-dashboard/system-status.schema';
import { useSystemStatus } from '../api/use-system-status';

const STORAGE_PROBLEMS: Record<Exclude<StorageCondition, 'ok'>, string> = {
  full: 'File storage is full',
  read_only: 'File storage is read-only',
  unavailable: 'File storage cannot be reached',
};

/**
 * Tells staff when Haven cannot store files (issue 42): uploads, signed forms and certificates are refused
 * (507, nothing half-written) until whoever runs the server makes room.
 */
export function SystemAlert() {
  const storage = useSystemStatus().data?.storage;
  if (!storage || storage === 'ok') return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={STORAGE_PROBLEMS[storage]}
      icon={<IconAlertTriangle aria-hidden />}
    >
      Families and staff cannot upload files right now, and nothing new is stored. Ask whoever runs
      Haven&apos;s server to free space (or make storage writable); uploads work again within seconds after
      that.
    </Alert>
  );
}
