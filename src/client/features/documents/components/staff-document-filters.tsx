import { Button, CloseButton, Collapse, Group, Pill, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { STATUS_LOOKS, statusValues } from '@client/lib/status-looks';
import { FilterChips } from '@client/components/filter-chips';
import { familyScopeChips } from '@client/lib/family-scope-chips';
import { PHONE_QUERY } from '@client/components/media-queries';
import type { useDocumentFilters } from '../hooks/use-document-filters';
import { stepLabel } from '../utils/document-labels';
import { activeFilterCount, oneOf } from '../utils/staff-document-filters';

const STATUS_OPTIONS = statusValues('document').map((status) => ({
  value: status,
  label: STATUS_LOOKS.document[status].label,
}));
const PROCESSING_OPTIONS = statusValues('processing').map((status) => ({
  value: status,
  label: STATUS_LOOKS.processing[status].label,
}));
const STEP_OPTIONS = JOURNEY_STEPS.map((step) => ({ value: String(step.id), label: stepLabel(step.id) }));
const FLAG_OPTIONS = [
  { value: 'true', label: 'Likely mismatch' },
  { value: 'false', label: 'No mismatch' },
];
const EXPIRY_OPTIONS = [{ value: 'soon', label: 'Expiring soon' }];

interface StaffDocumentFiltersProps {
  state: ReturnType<typeof useDocumentFilters>;
  /** Shown on the family chip while the list is narrowed to one family. */
  familyName: string | null;
  /** Shown on the caseworker chip, as the list named it. */
  caseworkerName: string | null | undefined;
}

/**
 * Search plus the status, processing, step, mismatch, expiry and family filters of the staff list, and the
 * caseworker and applicant type a link from Analytics may bring.
 */
export function StaffDocumentFilters({ state, familyName, caseworkerName }: StaffDocumentFiltersProps) {
  const { filters, searchText, setSearch, setFilter, clearAll } = state;
  const count = activeFilterCount(filters);
  const active = count > 0 || filters.search !== '';
  // On a phone the selects fold away behind one button.
  const compact = useMediaQuery(PHONE_QUERY);
  const [expanded, expand] = useDisclosure(false);

  return (
    <>
      <TextInput
        label="Search"
        placeholder="Document, family or case number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={
          searchText ? <CloseButton aria-label="Clear search" onClick={() => setSearch('')} /> : null
        }
        type="search"
      />
      {compact && (
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={expand.toggle}
          aria-expanded={expanded}
          aria-controls="document-filters"
        >
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
      )}
      <Collapse expanded={!compact || expanded} id="document-filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <Select
            label="Status"
            placeholder="All statuses"
            data={STATUS_OPTIONS}
            value={filters.status}
            onChange={(value) => setFilter({ status: oneOf(statusValues('document'), value) })}
            clearable
          />
          <Select
            label="Processing"
            placeholder="Any processing state"
            data={PROCESSING_OPTIONS}
            value={filters.processingStatus}
            onChange={(value) => setFilter({ processingStatus: oneOf(statusValues('processing'), value) })}
            clearable
          />
          <Select
            label="Step"
            placeholder="All steps"
            data={STEP_OPTIONS}
            value={filters.stepId === null ? null : String(filters.stepId)}
            onChange={(value) => setFilter({ stepId: value ? Number(value) : null })}
            clearable
          />
          <Select
            label="Mismatch"
            placeholder="Flagged or not"
            data={FLAG_OPTIONS}
            value={filters.flagged === null ? null : String(filters.flagged)}
            onChange={(value) => setFilter({ flagged: value === null ? null : value === 'true' })}
            clearable
          />
          <Select
            label="Expiry"
            placeholder="Any expiry"
            description={compact ? 'Approved copies expiring within 60 days, and expired ones' : undefined}
            data={EXPIRY_OPTIONS}
            value={filters.expiringSoon ? 'soon' : null}
            onChange={(value) => setFilter({ expiringSoon: value === 'soon' })}
            clearable
          />
        </SimpleGrid>
      </Collapse>
      {(filters.familyId || active) && (
        <Group gap="xs">
          {filters.familyId && (
            <Pill
              withRemoveButton
              onRemove={() => setFilter({ familyId: null })}
              removeButtonProps={{ 'aria-label': 'Show all families' }}
            >
              Family: {familyName ?? 'selected family'}
            </Pill>
          )}
          <FilterChips chips={familyScopeChips(filters, caseworkerName, setFilter)} />
          {active && (
            <Button variant="subtle" size="xs" onClick={clearAll}>
              Clear filters
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
