import { PATHS } from '@shared/paths';

/** The course player of one enrollment. */
export const coursePlayerPath = (enrollmentId: string) => `${PATHS.familyLearning}/courses/${enrollmentId}`;

/** `?certificate=1`: a completed course's player opens on its completion screen, the certificate. */
export const CERTIFICATE_PARAM = 'certificate';

export const certificatePath = (enrollmentId: string) =>
  `${coursePlayerPath(enrollmentId)}?${CERTIFICATE_PARAM}=1`;

/** The tabs of My Learning Journey, preset by `?tab=` (the sidebar's Required Courses and Course Catalog). */
export const JOURNEY_TABS = ['current', 'completed', 'catalog'] as const;
export type JourneyTab = (typeof JOURNEY_TABS)[number];

export function journeyTabOf(value: string | null): JourneyTab {
  return JOURNEY_TABS.find((tab) => tab === value) ?? 'current';
}

/** `?required=1`: Current Courses and Completed list only required courses (the sidebar's Required Courses). */
export const REQUIRED_ONLY_PARAM = 'required';

export const requiredOnlyOf = (params: URLSearchParams): boolean => params.get(REQUIRED_ONLY_PARAM) === '1';
