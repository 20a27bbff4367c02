import { Badge, type BadgeVariant } from '@mantine/core';
import { statusLook, type StatusKind, type StatusOf } from '@client/lib/status-looks';

interface StatusBadgeProps<K extends StatusKind> {
  kind: K;
  status: StatusOf<K>;
  variant?: BadgeVariant;
  size?: 'xs' | 'sm' | 'md';
}

/** A status as its word in its colour. */
export function StatusBadge<K extends StatusKind>({
  kind,
  status,
  variant = 'light',
  size,
}: StatusBadgeProps<K>) {
  const look = statusLook(kind, status);
  return (
    <Badge color={look.color} variant={variant} size={size} style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
