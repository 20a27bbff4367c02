import { Badge, Group, Tabs, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useSearchParams } from 'react-router';
import type { StaffUser } from '@shared/admin/admin.schema';
import { grantableRoles, roleLabel, type Role } from '@shared/auth/permissions';
import { useAuth } from '@client/lib/auth/use-auth';
import { useApproveAccount, useDeclineAccount, usePendingAccountCount } from '../api/use-account-approval';
import { useAssignRole, useRemoveRole } from '../api/use-role-mutations';
import { USER_MANAGEMENT_TABS, type UserManagementTab } from '../utils/user-management-tabs';
import { userName } from '../utils/user-name';
import { AccountRequestsTable } from './account-requests-table';
import { InviteStaffButton } from './invite-staff-button';
import { StaffInvitationsPanel } from './staff-invitations-panel';
import { StaffUserBrowser } from './staff-user-browser';
import { StaffUsersTable } from './staff-users-table';

function ApprovedUsers() {
  const { roles } = useAuth();
  const assignRole = useAssignRole();
  const removeRole = useRemoveRole();

  function confirmRoleRemoval(user: StaffUser, role: Role) {
    const name = userName(user);
    openConfirmModal({
      title: 'Remove role',
      children: (
        <Text size="sm">
          Remove the {roleLabel([role])} role from {name}? They lose the permissions that come with it.
        </Text>
      ),
      labels: { confirm: 'Remove role', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removeRole.mutate({ userId: user.id, userName: name, role }),
    });
  }

  return (
    <StaffUserBrowser>
      {(users) => (
        <StaffUsersTable
          users={users}
          changeableRoles={grantableRoles(roles)}
          onAddRole={(user, role) => assignRole.mutate({ userId: user.id, userName: userName(user), role })}
          onRemoveRole={confirmRoleRemoval}
        />
      )}
    </StaffUserBrowser>
  );
}

/** Sign-ups waiting for a decision, or (declined) requests that may be reconsidered. */
function AccountRequests({ status }: { status: 'pending' | 'declined' }) {
  const { roles } = useAuth();
  const approve = useApproveAccount();
  const decline = useDeclineAccount();

  function confirmDecline(user: StaffUser) {
    const name = userName(user);
    openConfirmModal({
      title: 'Decline request',
      children: (
        <Text size="sm">
          Decline the staff account request of {name} ({user.email})? They are told by e-mail and cannot sign
          in. You can still approve the request later from the Declined tab.
        </Text>
      ),
      labels: { confirm: 'Decline request', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => decline.mutate({ userId: user.id, userName: name }),
    });
  }

  return (
    <StaffUserBrowser
      status={status}
      emptyText={status === 'pending' ? 'No accounts are waiting for approval' : 'No declined requests'}
    >
      {(users) => (
        <AccountRequestsTable
          users={users}
          grantableRoles={grantableRoles(roles)}
          busy={approve.isPending || decline.isPending}
          onApprove={(user, role) => approve.mutate({ userId: user.id, userName: userName(user), role })}
          onDecline={status === 'pending' ? confirmDecline : undefined}
        />
      )}
    </StaffUserBrowser>
  );
}

/**
 * Approved staff with their roles (added from a menu, removed after a confirmation), staff invited by e-mail
 * who have not accepted yet, and the sign-ups that wait for an administrator (decision 009). The tab is kept
 * in the URL so the sidebar badge can link to it.
 */
export function UserManagementView() {
  const { roles } = useAuth();
  const [params, setParams] = useSearchParams();
  const pendingCount = usePendingAccountCount(true).data ?? 0;
  const requested = params.get('tab');
  const tab: UserManagementTab = USER_MANAGEMENT_TABS.find((t) => t === requested) ?? 'staff';
  const showTab = (value: string | null) =>
    setParams(value && value !== 'staff' ? { tab: value } : {}, { replace: true });

  return (
    <Tabs value={tab} onChange={showTab}>
      <Group justify="flex-end" mb="sm">
        <InviteStaffButton grantableRoles={grantableRoles(roles)} onInvited={() => showTab('invitations')} />
      </Group>
      <Tabs.List mb="md">
        <Tabs.Tab value="staff">Staff users</Tabs.Tab>
        <Tabs.Tab value="invitations">Invitations</Tabs.Tab>
        <Tabs.Tab
          value="pending"
          rightSection={
            pendingCount > 0 ? (
              <Badge size="sm" circle color="red" aria-label={`${pendingCount} waiting`}>
                {pendingCount}
              </Badge>
            ) : null
          }
        >
          Waiting for approval
        </Tabs.Tab>
        <Tabs.Tab value="declined">Declined</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="staff">{tab === 'staff' && <ApprovedUsers />}</Tabs.Panel>
      <Tabs.Panel value="invitations">{tab === 'invitations' && <StaffInvitationsPanel />}</Tabs.Panel>
      <Tabs.Panel value="pending">{tab === 'pending' && <AccountRequests status="pending" />}</Tabs.Panel>
      <Tabs.Panel value="declined">{tab === 'declined' && <AccountRequests status="declined" />}</Tabs.Panel>
    </Tabs>
  );
}
