import { Badge } from '@mantine/core';
import type { BadgeLook } from '../utils/family-labels';

/** A status in words and colour (the colour is never the only signal). */
export function StatusBadge({ look }: { look: BadgeLook }) {
  return (
    <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
