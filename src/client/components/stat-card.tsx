import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface StatCardProps {
  label: string;
  /** The figure, formatted by the caller ('12', '3/8', 'May 4'). */
  value: string | number;
  /** A line under the figure. */
  detail?: string;
  /** Shown in a light badge beside the text; screen readers skip it. */
  icon: Icon;
  /** The badge's colour; the theme's primary colour by default. */
  color?: MantineColor;
  /**
   * How the card is arranged: `corner` puts the icon at the label's right above a large figure (the staff
   * dashboards), `stacked` puts icon, label, figure and detail in one column (the family dashboard), `compact`
   * puts the icon beside the figure with its label under it (My Learning Journey).
   */
  layout?: 'corner' | 'stacked' | 'compact';
  /** Anything after the detail (a link to the list the figure counts). */
  children?: ReactNode;
}

/** One figure of a row of summary cards: a count, its label and what it means. */
export function StatCard({
  label,
  value,
  detail,
  icon: StatIcon,
  color,
  layout = 'corner',
  children,
}: StatCardProps) {
  const compact = layout === 'compact';
  const icon = (
    <ThemeIcon variant="light" color={color} radius="md" size={compact ? 'lg' : undefined} aria-hidden>
      <StatIcon size={compact ? 20 : 18} />
    </ThemeIcon>
  );
  const figure = (
    <Text fz={layout === 'corner' ? 30 : 24} fw={700} lh={1.2}>
      {value}
    </Text>
  );
  const note = detail !== undefined && (
    <Text size="xs" c="dimmed">
      {detail}
    </Text>
  );
  if (compact)
    return (
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap">
          {icon}
          <Stack gap={0}>
            {figure}
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            {note}
            {children}
          </Stack>
        </Group>
      </Paper>
    );
  if (layout === 'stacked')
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          {icon}
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {figure}
          {note}
          {children}
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={600} c="dimmed">
          {label}
        </Text>
        {icon}
      </Group>
      {figure}
      {note}
      {children}
    </Paper>
  );
}
