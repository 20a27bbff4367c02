import { Badge, CloseButton, Group, type MantineColor } from '@mantine/core';
import { roleLabel, type Role } from '@shared/auth/permissions';

const ROLE_COLORS: Record<Role, MantineColor> = {
  super_admin: 'grape',
  admin: 'blue',
  caseworker: 'teal',
  staff: 'gray',
};

interface RoleBadgesProps {
  roles: readonly Role[];
  /** When given, each badge gets a remove button; `userName` names the user for screen readers. */
  onRemove?: (role: Role) => void;
  /** The roles whose badge offers removal (default: all); the others are shown without the button. */
  removable?: readonly Role[];
  userName?: string;
}

export function RoleBadges({ roles, onRemove, removable = roles, userName }: RoleBadgesProps) {
  if (roles.length === 0) {
    return (
      <Badge color="gray" variant="outline">
        No role
      </Badge>
    );
  }
  return (
    <Group gap={6}>
      {roles.map((role) => {
        const label = roleLabel([role]);
        return (
          <Badge
            key={role}
            color={ROLE_COLORS[role]}
            variant="light"
            rightSection={
              onRemove &&
              removable.includes(role) && (
                <CloseButton
                  size="xs"
                  iconSize={12}
                  c="inherit"
                  aria-label={`Remove the ${label} role from ${userName ?? 'this user'}`}
                  onClick={() => onRemove(role)}
                />
              )
            }
          >
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}
