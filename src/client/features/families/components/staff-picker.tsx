import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSupportStaffOptions } from '../api/use-family-detail';

interface StaffPickerProps {
  label: string;
  value: string | null;
  /** Name of the current value, shown before the options have loaded. */
  valueName: string;
  error?: string;
  onChange: (userId: string | null, name: string) => void;
}

/** A staff user, searched on the server by name or e-mail (the list holds at most 20 at a time). */
export function StaffPicker({ label, value, valueName, error, onChange }: StaffPickerProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const options = useSupportStaffOptions(debouncedSearch === valueName ? '' : debouncedSearch);
  const data = (options.data ?? []).map((option) => ({ value: option.userId, label: option.name }));
  if (value && !data.some((option) => option.value === value)) data.unshift({ value, label: valueName });

  return (
    <Select
      label={label}
      placeholder="Search staff"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the search text.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No staff found'}
      data={data}
      value={value}
      error={error}
      onChange={(userId, option) => onChange(userId, option?.label ?? '')}
    />
  );
}
