import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Announcement,
  Engagement,
  FamilyActivityItem,
  FamilyDashboard,
  FamilyStats,
  FamilyTasks,
  Household,
  SupportTeamMember,
} from '@shared/family-portal/family-portal.schema';
import type { FamilyCheckView } from '@shared/background-checks/background-checks.schema';
import type { Journey } from '@shared/journey/journey.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** How many Recent Activity items the tile shows (spec 01 §2: the first 3). */
export const RECENT_ACTIVITY_LIMIT = 3;

function familyQuery<T>(queryKey: readonly unknown[], path: string, query?: Record<string, number>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest<T>(path, { signal, query }) });
}

const keys = queryKeys.familyPortal;

/** The family portal's reads (GET /api/family/*); the family always comes from the session. */
export const familyQueries = {
  dashboard: familyQuery<FamilyDashboard>(keys.dashboard, '/family/dashboard'),
  journey: familyQuery<Journey>(keys.journey, '/family/journey'),
  stats: familyQuery<FamilyStats>(keys.stats, '/family/stats'),
  household: familyQuery<Household>(keys.household, '/family/household'),
  tasks: familyQuery<FamilyTasks>(keys.tasks, '/family/tasks'),
  activity: familyQuery<FamilyActivityItem[]>(keys.activity(RECENT_ACTIVITY_LIMIT), '/family/activity', {
    limit: RECENT_ACTIVITY_LIMIT,
  }),
  announcements: familyQuery<Announcement[]>(keys.announcements, '/family/announcements'),
  supportTeam: familyQuery<SupportTeamMember[]>(keys.supportTeam, '/family/support-team'),
  engagement: familyQuery<Engagement>(keys.engagement, '/family/engagement'),
  backgroundChecks: familyQuery<FamilyCheckView>(keys.backgroundChecks, '/family/background-checks'),
};

export const useFamilyDashboard = () => useQuery(familyQueries.dashboard);
export const useFamilyJourney = () => useQuery(familyQueries.journey);
export const useFamilyStats = () => useQuery(familyQueries.stats);
export const useHousehold = () => useQuery(familyQueries.household);
export const useFamilyTasks = () => useQuery(familyQueries.tasks);
export const useFamilyActivity = () => useQuery(familyQueries.activity);
export const useAnnouncements = () => useQuery(familyQueries.announcements);
export const useSupportTeam = () => useQuery(familyQueries.supportTeam);
export const useEngagement = () => useQuery(familyQueries.engagement);
export const useFamilyBackgroundChecks = () => useQuery(familyQueries.backgroundChecks);
