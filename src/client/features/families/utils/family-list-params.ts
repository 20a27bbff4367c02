import type { FamilyStatus } from '@shared/families/families.limits';
import type { ListFamiliesQuery } from '@shared/families/families.schema';
import {
  familyScopeFromParams,
  setFamilyScopeParams,
  type FamilyScopeQuery,
} from '@shared/families/family-scope';
import { TOTAL_JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { STATUS_LOOKS } from '@client/lib/status-looks';

export type FamilySort = ListFamiliesQuery['sort'];
export type SortOrder = ListFamiliesQuery['order'];

/**
 * What the All Families list shows; kept in the page's URL so reloads and the back button keep it. The caseworker
 * and applicant type come with links from Analytics.
 */
export interface FamilyListState extends FamilyScopeQuery {
  search: string;
  step: number | undefined;
  status: FamilyStatus | undefined;
  sort: FamilySort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_FAMILY_LIST_STATE: FamilyListState = {
  search: '',
  step: undefined,
  status: undefined,
  sort: 'name',
  order: 'asc',
  page: 1,
};

/** The sortable columns, as their headers read. */
export const FAMILY_SORT_LABELS: Record<FamilySort, string> = {
  name: 'Name',
  contact: 'Primary contact',
  step: 'Step',
  progress: 'Progress',
  startDate: 'Start date',
  lastLogin: 'Last login',
};

/** The order a column sorts in when first clicked: recent sign-ins and most progress come first. */
const FIRST_ORDER: Record<FamilySort, SortOrder> = {
  name: 'asc',
  contact: 'asc',
  step: 'asc',
  progress: 'desc',
  startDate: 'asc',
  lastLogin: 'desc',
};

const isSort = (value: string | null): value is FamilySort => value !== null && value in FAMILY_SORT_LABELS;
const isStatus = (value: string | null): value is FamilyStatus =>
  value !== null && value in STATUS_LOOKS.family;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** Reads the list state from the URL; anything unknown or out of range falls back to the default. */
export function parseFamilyListParams(params: URLSearchParams): FamilyListState {
  const step = positiveInt(params.get('step'));
  const sort = params.get('sort');
  const order = params.get('order');
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() ?? '',
    step: step !== undefined && step <= TOTAL_JOURNEY_STEPS ? step : undefined,
    status: isStatus(status) ? status : undefined,
    sort: isSort(sort) ? sort : DEFAULT_FAMILY_LIST_STATE.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_FAMILY_LIST_STATE.order,
    page: positiveInt(params.get('page')) ?? 1,
    ...familyScopeFromParams(params),
  };
}

/** The URL form of the list state, leaving out defaults so a plain visit keeps a clean address. */
export function familyListSearchParams(state: FamilyListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.step !== undefined) params.set('step', String(state.step));
  if (state.status) params.set('status', state.status);
  if (state.sort !== DEFAULT_FAMILY_LIST_STATE.sort || state.order !== DEFAULT_FAMILY_LIST_STATE.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return setFamilyScopeParams(params, state);
}

/** Clicking a column header: the same column flips its order; another column starts in its natural order. */
export function nextSort(state: Pick<FamilyListState, 'sort' | 'order'>, column: FamilySort) {
  if (state.sort === column) return { sort: column, order: state.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: column, order: FIRST_ORDER[column] } as const;
}

/** The query string of GET /api/staff/families. */
export function familiesQuery(state: FamilyListState, pageSize: number) {
  return {
    search: state.search || undefined,
    step: state.step,
    status: state.status,
    sort: state.sort,
    order: state.order,
    caseworker: state.caseworker,
    applicantType: state.applicantType,
    page: state.page,
    pageSize,
  };
}
