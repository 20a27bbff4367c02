import { Badge, Text } from '@mantine/core';
import type { StaffUser } from '@shared/admin/admin.schema';
import type { DataColumn } from '@client/components/data-table';

/** The columns the staff user lists share: name with the e-mail beneath, and whether the e-mail is confirmed. */
export const userNameColumn: DataColumn<StaffUser> = {
  key: 'name',
  label: 'Name',
  render: (user) => (
    <>
      <Text size="sm" fw={500}>
        {user.display_name ?? '—'}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    </>
  ),
};

export const emailConfirmedColumn: DataColumn<StaffUser> = {
  key: 'confirmed',
  label: 'Confirmed',
  render: (user) => (
    <Badge color={user.email_confirmed ? 'teal' : 'gray'} variant="light">
      {user.email_confirmed ? 'Yes' : 'No'}
    </Badge>
  ),
};
