import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FamilyStatus } from '@shared/families/families.limits';
import { STATUS_LOOKS } from '@client/lib/status-looks';
import { STEP_OPTIONS } from '../utils/family-labels';
import type { FamilyListState } from '../utils/family-list-params';

const STATUS_OPTIONS = Object.entries(STATUS_LOOKS.family).map(([value, look]) => ({
  value,
  label: look.label,
}));

interface FamilyFiltersProps {
  searchText: string;
  state: FamilyListState;
  onSearch: (value: string) => void;
  onStep: (step: number | undefined) => void;
  onStatus: (status: FamilyStatus | undefined) => void;
}

export function FamilyFilters({ searchText, state, onSearch, onStep, onStatus }: FamilyFiltersProps) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="Search families"
          placeholder="Name or case number"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Select
          label="Step"
          placeholder="All steps"
          data={STEP_OPTIONS}
          value={state.step === undefined ? null : String(state.step)}
          onChange={(value) => onStep(value === null ? undefined : Number(value))}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Select
          label="Status"
          placeholder="All statuses"
          data={STATUS_OPTIONS}
          value={state.status ?? null}
          onChange={(value) => onStatus((value ?? undefined) as FamilyStatus | undefined)}
          clearable
        />
      </Grid.Col>
    </Grid>
  );
}
