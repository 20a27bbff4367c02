import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskPriority } from '@shared/family-portal/family-portal.schema';
import { statusLook } from '@client/lib/status-looks';

/** A task's or announcement's priority in the family's language, in the colour every page gives it. */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('familyPortal');
  return (
    <Badge color={statusLook('priority', priority).color} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {t(`priority.${priority}`)}
    </Badge>
  );
}
