import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ActivityItem,
  Announcement,
  Engagement,
  FamilyDashboard,
  FamilyStats,
  FamilyTasks,
  Household,
  SupportTeamMember,
} from '@shared/family-portal/family-portal.schema';
import type { Journey } from '@shared/family-portal/journey.schema';
import { apiRequest } from '@client/lib/api-client';

/** Every family-portal query starts with this key: the signed-in family's own data. */
export const FAMILY_QUERY_ROOT = 'family';

/** How many Recent Activity items the tile shows (spec 01 §2: the first 3). */
export const RECENT_ACTIVITY_LIMIT = 3;

function familyQuery<T>(name: string, path: string, query?: Record<string, number>) {
  return queryOptions({
    // ['family', 'dashboard'] etc.: the documents feature reads and refreshes the same entries.
    queryKey: query ? [FAMILY_QUERY_ROOT, name, query] : [FAMILY_QUERY_ROOT, name],
    queryFn: ({ signal }) => apiRequest<T>(path, { signal, query }),
  });
}

/** The family portal's reads (GET /api/family/*); the family always comes from the session. */
export const familyQueries = {
  dashboard: familyQuery<FamilyDashboard>('dashboard', '/family/dashboard'),
  journey: familyQuery<Journey>('journey', '/family/journey'),
  stats: familyQuery<FamilyStats>('stats', '/family/stats'),
  household: familyQuery<Household>('household', '/family/household'),
  tasks: familyQuery<FamilyTasks>('tasks', '/family/tasks'),
  activity: familyQuery<ActivityItem[]>('activity', '/family/activity', { limit: RECENT_ACTIVITY_LIMIT }),
  announcements: familyQuery<Announcement[]>('announcements', '/family/announcements'),
  supportTeam: familyQuery<SupportTeamMember[]>('support-team', '/family/support-team'),
  engagement: familyQuery<Engagement>('engagement', '/family/engagement'),
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
