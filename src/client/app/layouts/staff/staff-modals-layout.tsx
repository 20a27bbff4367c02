import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';

/**
 * The staff pages other than the dashboard, inside the provider of their confirmations (`openConfirmModal`).
 * A route of its own, loaded with the first of those pages: the dashboard asks for no confirmation, and the
 * provider brings Mantine's Modal, its focus trap and scroll area, which the dashboard's first load does without.
 */
export function StaffModalsLayout() {
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
