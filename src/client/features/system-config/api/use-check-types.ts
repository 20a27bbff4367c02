import type { CheckType, CheckTypeBody } from '@shared/background-checks/background-checks.schema';
import { queryKeys } from '@client/lib/query-keys';
import { useSaveSwitchableType, useSwitchableTypes, type SwitchableTypeApi } from './switchable-types';

const CHECK_TYPES: SwitchableTypeApi = {
  path: '/staff/system/background-check-types',
  queryKey: queryKeys.backgroundChecks.types,
  // Every family's checks list the active types.
  refreshes: queryKeys.backgroundChecks.all,
  noun: 'Check type',
};

/** GET /api/staff/system/background-check-types: the agency's check types, active or not, with their use. */
export const useCheckTypes = () => useSwitchableTypes<CheckType>(CHECK_TYPES);

/** POST (a new type) or PUT /:key (rename, change who it applies to, switch on or off). */
export const useSaveCheckType = () => useSaveSwitchableType<CheckType, CheckTypeBody>(CHECK_TYPES);
