import { Pill } from '@mantine/core';

/** One active filter: what it keeps, in words, and how to clear it. */
export interface FilterChip {
  key: string;
  /** e.g. 'Caseworker: Sarah Johnson'. */
  label: string;
  /** The remove button's accessible name, e.g. 'Clear the caseworker filter'. */
  removeLabel: string;
  onRemove: () => void;
}

/**
 * Active filters as chips, each clearing its own filter. The caller places them (usually in a Group). Mantine
 * hides a pill's remove button from the keyboard and screen readers (it is made for inputs that take
 * Backspace); here it is the only way to clear the filter, so it is a real button.
 */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  return chips.map((chip) => (
    <Pill
      key={chip.key}
      withRemoveButton
      onRemove={chip.onRemove}
      removeButtonProps={{ 'aria-label': chip.removeLabel, 'aria-hidden': false, tabIndex: 0 }}
    >
      {chip.label}
    </Pill>
  ));
}
