import { PATHS } from '@shared/paths';

/** The course player of one enrollment. */
export const coursePlayerPath = (enrollmentId: string) => `${PATHS.familyLearning}/courses/${enrollmentId}`;

/** The tabs of My Learning Journey, preset by `?tab=` (the sidebar's Required Courses and Course Catalog). */
export const JOURNEY_TABS = ['current', 'completed', 'catalog'] as const;
export type JourneyTab = (typeof JOURNEY_TABS)[number];

export function journeyTabOf(value: string | null): JourneyTab {
  return JOURNEY_TABS.find((tab) => tab === value) ?? 'current';
}
