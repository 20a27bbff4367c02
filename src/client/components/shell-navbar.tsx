import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAfterFirstPaint } from '@client/lib/after-first-paint';
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
 * (inert), and they render only once the page has painted (decision 029): the first paint does not show them, and
 * rendering them would only hold it back. The media query is read during the first render, not after it: a second
 * render would follow the first at once. The links scroll natively: Mantine's ScrollArea would bring its
 * positioning library into both shells' start for the sake of a scrollbar's looks.
 */
export function ShellNavbar({ id, label, opened, children }: ShellNavbarProps) {
  const isMobile = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const painted = useAfterFirstPaint();
  const offScreen = isMobile && !opened;
  return (
    <AppShell.Navbar id={id} aria-label={label} p="sm" inert={offScreen}>
      <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
        {offScreen && !painted ? null : children}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
