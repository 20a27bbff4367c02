import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY } from './media-queries';

interface ShellNavbarProps {
  id: string;
  label: string;
  /** The phone drawer is open (the header's toggle). */
  opened: boolean;
  children: ReactNode;
}

/**
 * A shell's sidebar, a drawer below `sm`. While that drawer is closed its links must not take keyboard focus
 * (inert). The media query is read during the first render, not after it: a second render would follow the first
 * at once.
 */
export function ShellNavbar({ id, label, opened, children }: ShellNavbarProps) {
  const isMobile = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const offScreen = isMobile && !opened;
  return (
    <AppShell.Navbar id={id} aria-label={label} p="sm" inert={offScreen}>
      <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
        {children}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
