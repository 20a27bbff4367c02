import type { Ref } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

export interface StaffBellButtonProps {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** The bell's button, as the stand-in and as the popover's target. */
export function StaffBellButton(props: StaffBellButtonProps) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications" {...props}>
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
}
