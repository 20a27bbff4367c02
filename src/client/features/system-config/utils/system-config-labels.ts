import type { MantineColor } from '@mantine/core';
import type { GridSize, TileCategory } from '@shared/family-portal/family-portal.schema';
import type { AnnouncementPriority } from './announcement-form';

const GRID_SIZE_LABELS: Record<GridSize, string> = {
  full: 'Full width (3 columns)',
  'two-thirds': 'Two-thirds (2 columns)',
  half: 'Half (1 of 2)',
  third: 'Third (1 column)',
};

export const GRID_SIZE_OPTIONS = Object.entries(GRID_SIZE_LABELS).map(([value, label]) => ({ value, label }));

export const TILE_CATEGORY_LABELS: Record<TileCategory, string> = {
  header: 'Header',
  other: 'Other',
  support: 'Support',
};

/** Badge colours whose darkest text shade stays readable on their pale background (yellow and orange do not). */
export const PRIORITY_LABELS: Record<AnnouncementPriority, { label: string; color: MantineColor }> = {
  urgent: { label: 'Urgent', color: 'red' },
  high: { label: 'High', color: 'grape' },
  medium: { label: 'Medium', color: 'blue' },
  low: { label: 'Low', color: 'gray' },
};

export const PRIORITY_OPTIONS = Object.entries(PRIORITY_LABELS).map(([value, { label }]) => ({
  value,
  label,
}));
