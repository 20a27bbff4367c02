import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';

/** The panel's module; pointing at or focusing the header toggle starts loading it before the click. */
export const loadStaffAssistant = () =>
  import('@client/features/staff-assistant/components/staff-assistant-panel');

const StaffAssistantPanel = lazy(async () => ({ default: (await loadStaffAssistant()).StaffAssistantPanel }));

/**
 * The staff AI assistant, loaded only when first opened so that staff pages' first JavaScript stays the same
 * size. On small screens it covers the page, so following one of its links closes it.
 */
export function AssistantPanel({
  onClose,
  closeOnNavigate,
}: {
  onClose: () => void;
  closeOnNavigate: boolean;
}) {
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <Loader size="sm" aria-label="Loading the AI assistant" />
        </Center>
      }
    >
      <StaffAssistantPanel onClose={onClose} closeOnNavigate={closeOnNavigate} />
    </Suspense>
  );
}
