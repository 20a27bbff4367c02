import type {
  AssessmentItemType,
  AssessmentItemTypeBody,
} from '@shared/home-assessment/home-assessment.schema';
import { queryKeys } from '@client/lib/query-keys';
import { useSaveSwitchableType, useSwitchableTypes, type SwitchableTypeApi } from './switchable-types';

const ASSESSMENT_ITEMS: SwitchableTypeApi = {
  path: '/staff/system/home-assessment-items',
  queryKey: queryKeys.homeAssessment.items,
  // Every family's assessment lists the active items.
  refreshes: queryKeys.homeAssessment.all,
  noun: 'Checklist item',
};

/** GET /api/staff/system/home-assessment-items: the home assessment's checklist, switched-off items too. */
export const useAssessmentItems = () => useSwitchableTypes<AssessmentItemType>(ASSESSMENT_ITEMS);

/** POST (a new item) or PUT /:key (rename, new guidance, switch on or off). */
export const useSaveAssessmentItem = () =>
  useSaveSwitchableType<AssessmentItemType, AssessmentItemTypeBody>(ASSESSMENT_ITEMS);
