import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ROLES, roleLabel, type Role } from '@shared/auth/permissions';

interface AddRoleMenuProps {
  current: readonly Role[];
  userName: string;
  disabled?: boolean;
  onAdd: (role: Role) => void;
}

/** A menu of the roles the user does not hold yet. */
export function AddRoleMenu({ current, userName, disabled, onAdd }: AddRoleMenuProps) {
  const missing = ROLES.filter((role) => !current.includes(role));
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
