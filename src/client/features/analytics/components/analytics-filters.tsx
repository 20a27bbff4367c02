import { Group, Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { AnalyticsRangeKind } from '@shared/analytics/analytics-range';
import { useAnalyticsOptions } from '../api/use-analytics';
import { type AnalyticsFilterState, customRangeProblem } from '../utils/analytics-params';

const RANGE_CHOICES: { value: AnalyticsRangeKind; label: string }[] = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'custom', label: 'Custom' },
];

/** The date range, caseworker and applicant type; every change lands in the URL. */
export function AnalyticsFilters({
  filters,
  onChange,
}: {
  filters: AnalyticsFilterState;
  onChange: (patch: Partial<AnalyticsFilterState>) => void;
}) {
  const options = useAnalyticsOptions();
  const problem = customRangeProblem(filters);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div>
          <Text component="span" size="sm" fw={500} id="analytics-range-label" display="block" mb={4}>
            Date range (the last days, today included)
          </Text>
          <SegmentedControl
            aria-labelledby="analytics-range-label"
            value={filters.range}
            onChange={(value) =>
              onChange({ range: RANGE_CHOICES.find((c) => c.value === value)?.value ?? '90' })
            }
            data={RANGE_CHOICES}
          />
        </div>
        {filters.range === 'custom' &&
          (['from', 'to'] as const).map((key) => (
            <TextInput
              key={key}
              type="date"
              label={key === 'from' ? 'From' : 'To'}
              value={filters[key]}
              onChange={(event) => onChange({ [key]: event.currentTarget.value })}
              w={170}
            />
          ))}
        <Select
          label="Caseworker"
          placeholder="All caseworkers"
          clearable
          searchable
          w={220}
          data={(options.data?.caseworkers ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.caseworker || null}
          onChange={(value) => onChange({ caseworker: value ?? '' })}
        />
        <Select
          label="Applicant type"
          placeholder="All applicant types"
          clearable
          w={240}
          data={options.data?.applicantTypes ?? []}
          value={filters.applicantType || null}
          onChange={(value) => onChange({ applicantType: value ?? '' })}
        />
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
