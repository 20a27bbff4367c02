import type { AccessStatus } from '@shared/auth/auth.schema';
import type { StaffDocumentListQuery } from '@shared/documents/documents.schema';
import type { ListFamiliesQuery } from '@shared/families/families.schema';

/**
 * Every query key of the app, in one place: a feature reads with these keys and invalidates with them, and
 * one feature's change refreshes another's screens without retyping its keys (an upload, a finished course
 * or a signed form invalidates `queryKeys.familyPortal.all`, so the family dashboard refetches).
 * Broader keys are prefixes of narrower ones.
 */
export const queryKeys = {
  admin: {
    allUsers: ['admin', 'users'] as const,
    users: (params: { search: string; status: AccessStatus; page: number; pageSize: number }) =>
      ['admin', 'users', params] as const,
    pendingCount: ['admin', 'users', 'pending-count'] as const,
    allUserPermissions: ['admin', 'user-permissions'] as const,
    permissions: ['admin', 'permissions'] as const,
    userPermissions: (userId: string) => ['admin', 'user-permissions', userId] as const,
  },
  documents: {
    /** Prefix of every staff document read: invalidated after a review or a reprocess request. */
    staff: ['documents', 'staff'] as const,
    staffList: (query: Record<keyof StaffDocumentListQuery, string | number | undefined>) =>
      ['documents', 'staff', 'list', query] as const,
    staffDetail: (documentId: string) => ['documents', 'staff', 'detail', documentId] as const,
    /** A document's file or thumbnail bytes; they change only when the document is processed again. */
    staffFile: (documentId: string, variant: 'file' | 'thumbnail', version: string) =>
      ['documents', 'staff', 'file', documentId, variant, version] as const,
  },
  families: {
    /** Prefix every change to a family invalidates. */
    all: ['families'] as const,
    list: (query: Partial<ListFamiliesQuery>) => ['families', 'list', query] as const,
    applications: (page: number, pageSize: number) =>
      ['families', 'applications', { page, pageSize }] as const,
    detail: (familyId: string) => ['families', 'detail', familyId] as const,
    supportStaffOptions: (search: string) => ['families', 'support-staff-options', search] as const,
  },
  /** Forms and signing: the family's Document Center and signing pages, staff's forms and templates. */
  signing: {
    all: ['signing'] as const,
    center: ['signing', 'center'] as const,
    document: (documentId: string) => ['signing', 'document', documentId] as const,
    familyForms: (familyId: string) => ['signing', 'family-forms', familyId] as const,
    staffForm: (documentId: string) => ['signing', 'staff-form', documentId] as const,
    templates: ['signing', 'templates'] as const,
  },
  /** The signed-in family's own reads (GET /api/family/*). */
  familyPortal: {
    all: ['family'] as const,
    dashboard: ['family', 'dashboard'] as const,
    journey: ['family', 'journey'] as const,
    stats: ['family', 'stats'] as const,
    household: ['family', 'household'] as const,
    tasks: ['family', 'tasks'] as const,
    activity: (limit: number) => ['family', 'activity', { limit }] as const,
    announcements: ['family', 'announcements'] as const,
    supportTeam: ['family', 'support-team'] as const,
    engagement: ['family', 'engagement'] as const,
    /** The bell; under the family prefix, so what refreshes the family's pages refreshes it too. */
    notifications: ['family', 'notifications'] as const,
  },
  systemConfig: {
    tiles: ['system-config', 'dashboard-tiles'] as const,
    settings: ['system-config', 'settings'] as const,
    announcements: ['system-config', 'announcements'] as const,
  },
} as const;

export type StaffUsersParams = Parameters<typeof queryKeys.admin.users>[0];
