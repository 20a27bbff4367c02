import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function UserSearchInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label="Search users"
      placeholder="Name or email"
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={{ base: '100%', sm: 360 }}
    />
  );
}
