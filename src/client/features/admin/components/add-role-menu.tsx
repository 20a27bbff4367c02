import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { roleLabel, type Role } from '@shared/auth/permissions';

interface AddRoleMenuProps {
  current: readonly Role[];
  /** The roles the signed-in administrator may give (`grantableRoles`): the server refuses the others. */
  grantable: readonly Role[];
  userName: string;
  disabled?: boolean;
  onAdd: (role: Role) => void;
}

/** A menu of the grantable roles the user does not hold yet; nothing when there are none. */
export function AddRoleMenu({ current, grantable, userName, disabled, onAdd }: AddRoleMenuProps) {
  const missing = grantable.filter((role) => !current.includes(role));
  if (missing.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md">
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} aria-hidden />}
          disabled={disabled}
          aria-label={`Add role for ${userName}`}
        >
          Add role
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {missing.map((role) => (
          <Menu.Item key={role} onClick={() => onAdd(role)}>
            {roleLabel([role])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
