import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';

type Report = (part: string, dirty: boolean) => void;
const UnsavedChangesContext = createContext<Report>(() => {});

/**
 * Asks before leaving System Configuration while any part of it (tiles, intake address, a checklist item being
 * edited) has changes that were not saved: in-app navigation gets a dialog, closing the tab the browser's own.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyParts, setDirtyParts] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((part, dirty) => {
    setDirtyParts((current) => {
      if (current.has(part) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const dirty = dirtyParts.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
      >
        <Text size="sm">
          You have unsaved changes on System Configuration. They will be lost if you leave.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Modal>
    </UnsavedChangesContext.Provider>
  );
}

/** Tells the page guard whether this part has unsaved changes (cleared when the part goes away). */
export function useReportUnsaved(part: string, dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(part, dirty);
    return () => report(part, false);
  }, [part, dirty, report]);
}
