import type { FamilyScopeQuery } from '@shared/families/family-scope';
import type { FilterChip } from '@client/components/filter-chips';

/**
 * The chips of the caseworker and applicant-type filters a staff list was opened with (a link from Analytics),
 * shared by All Families and the Documents list (staff pages: English). `caseworkerName` is the name the list
 * answered with; until it has, the chip says "selected caseworker".
 */
export function familyScopeChips(
  scope: FamilyScopeQuery,
  caseworkerName: string | null | undefined,
  onClear: (patch: FamilyScopeQuery) => void,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (scope.caseworker)
    chips.push({
      key: 'caseworker',
      label: `Caseworker: ${caseworkerName ?? 'selected caseworker'}`,
      removeLabel: 'Clear the caseworker filter',
      onRemove: () => onClear({ caseworker: undefined }),
    });
  if (scope.applicantType)
    chips.push({
      key: 'applicantType',
      label: `Applicant type: ${scope.applicantType}`,
      removeLabel: 'Clear the applicant type filter',
      onRemove: () => onClear({ applicantType: undefined }),
    });
  return chips;
}
