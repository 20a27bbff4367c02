import { Alert, Badge, Group, Modal, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Permission, StaffUser } from '@shared/admin/admin.schema';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryError } from '@client/components/query-error';
import { usePermissionCatalogue } from '../api/use-permission-catalogue';
import { useChangeUserPermission, useUserPermissions } from '../api/use-user-permissions';
import { groupByCategory } from '../utils/group-by-category';
import { permissionChange, type PermissionState } from '../utils/permission-change';
import { userName } from '../utils/user-name';

interface PermissionSwitchProps {
  permission: Permission;
  state: PermissionState;
  locked: boolean;
  onToggle: (enabled: boolean) => void;
}

function PermissionSwitch({ permission, state, locked, onToggle }: PermissionSwitchProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Switch
        checked={state.effective}
        disabled={locked}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={permission.name}
        description={permission.description}
      />
      {state.fromRole && (
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          From role
        </Badge>
      )}
    </Group>
  );
}

function PermissionList({ userId }: { userId: string }) {
  const catalogue = usePermissionCatalogue();
  const userPermissions = useUserPermissions(userId);
  const changePermission = useChangeUserPermission(userId);

  const failed = catalogue.isError ? catalogue : userPermissions.isError ? userPermissions : null;
  if (failed) {
    return (
      <QueryError
        title="Unable to load permissions"
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!catalogue.data || !userPermissions.data)
    return <Skeleton h={320} radius="md" aria-label="Loading permissions" />;

  const states = new Map(userPermissions.data.permissions.map((state) => [state.permission, state]));
  // super_admin holds every permission whatever the overrides (the agency can never lock itself out).
  const locked = userPermissions.data.roles.includes('super_admin');

  return (
    <Stack gap="lg">
      {locked && <Alert color="blue">Super admins always hold every permission.</Alert>}
      {groupByCategory(catalogue.data).map(({ category, permissions }) => (
        <Stack key={category} gap="sm" component="section" aria-label={category}>
          <Title order={3} fz="sm" tt="uppercase" c="dimmed">
            {category}
          </Title>
          {permissions.map((permission) => {
            const state = states.get(permission.id);
            if (!state) return null;
            return (
              <PermissionSwitch
                key={permission.id}
                permission={permission}
                state={state}
                locked={locked}
                onToggle={(enabled) =>
                  changePermission.mutate({
                    permission: permission.id,
                    change: permissionChange(state, enabled),
                  })
                }
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** Every permission for one user, grouped by category, with a switch each (spec 01 §2 Permission Management). */
export function ManagePermissionsModal({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Manage Permissions: ${userName(user)}`}
      size="lg"
      fullScreen={fullScreen}
    >
      <PermissionList userId={user.id} />
    </Modal>
  );
}
