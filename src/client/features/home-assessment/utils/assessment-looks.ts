import type { ItemResult } from '@shared/home-assessment/home-assessment-rules';
import { statusLook } from '@client/lib/status-looks';

export const resultLabel = (result: ItemResult | null) =>
  result === null ? 'Not checked yet' : statusLook('assessmentItem', result).label;
