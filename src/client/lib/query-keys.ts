import type { AccessStatus } from '@shared/auth/auth.schema';
import type { StaffDocumentListQuery } from '@shared/documents/documents.schema';
import type { ListFamiliesQuery } from '@shared/families/families.schema';
import type { CourseStatusFilter } from '@shared/learning/learning-vocabulary';

/**
 * Every query key of the app, in one place: a feature reads with these keys and invalidates with them, and
 * one feature's change refreshes another's screens without retyping its keys (an upload, a finished course
 * or a signed form invalidates `queryKeys.familyPortal.all`, so the family dashboard refetches).
 * Broader keys are prefixes of narrower ones.
 */
export const queryKeys = {
  /** Staff Analytics: one key per section and filters. */
  analytics: {
    options: ['analytics', 'options'] as const,
    section: (section: string, query: Record<string, string | number | undefined>) =>
      ['analytics', section, query] as const,
  },
  admin: {
    allUsers: ['admin', 'users'] as const,
    users: (params: { search: string; status: AccessStatus; page: number; pageSize: number }) =>
      ['admin', 'users', params] as const,
    pendingCount: ['admin', 'users', 'pending-count'] as const,
    allUserPermissions: ['admin', 'user-permissions'] as const,
    permissions: ['admin', 'permissions'] as const,
    userPermissions: (userId: string) => ['admin', 'user-permissions', userId] as const,
    /** Pending staff invitations (User Management). */
    invitations: ['admin', 'invitations'] as const,
  },
  documents: {
    /** Prefix of every staff document read: invalidated after a review or a reprocess request. */
    staff: ['documents', 'staff'] as const,
    staffList: (query: Record<keyof StaffDocumentListQuery, string | number | undefined>) =>
      ['documents', 'staff', 'list', query] as const,
    staffDetail: (documentId: string) => ['documents', 'staff', 'detail', documentId] as const,
    /** A family's items that take a file (staff's upload and intake filing). */
    uploadSlots: (familyId: string) => ['documents', 'staff', 'upload-slots', familyId] as const,
    /** The e-mail intake queue, by view and page. */
    intake: (view: string, page: number) => ['documents', 'staff', 'intake', view, page] as const,
    intakeFamilies: (search: string) => ['documents', 'staff', 'intake-families', search] as const,
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
    /** The household changes a family proposed, on its page (issue 44). */
    householdChanges: (familyId: string) => ['families', 'household-changes', familyId] as const,
    supportStaffOptions: (search: string) => ['families', 'support-staff-options', search] as const,
    training: (familyId: string) => ['families', 'training', familyId] as const,
  },
  /** Background checks (issue 43): a family's tab, the staff Checks queue, the agency's check types. */
  backgroundChecks: {
    all: ['background-checks'] as const,
    family: (familyId: string) => ['background-checks', 'family', familyId] as const,
    queues: ['background-checks', 'queue'] as const,
    queue: (queue: string) => ['background-checks', 'queue', queue] as const,
    types: ['background-checks', 'types'] as const,
  },
  /** The home environment assessment (issue 43): a family's on the Home Study tab and the agency's checklist. */
  homeAssessment: {
    /** Prefix of both: a checklist change shows in every family's assessment. */
    all: ['home-assessment'] as const,
    family: (familyId: string) => ['home-assessment', 'family', familyId] as const,
    items: ['home-assessment', 'items'] as const,
    /** A staff photo's bytes by its URL, outside the prefix: they never change, so no refresh fetches them again. */
    photo: (url: string) => ['home-assessment-photo', 'staff', url] as const,
  },
  /** The family evaluation's interviews: staff's per family, and the family's own list (under its prefix). */
  familyEvaluation: {
    interviews: (familyId: string) => ['family-evaluation', familyId] as const,
    interview: (familyId: string, interviewId: string) =>
      ['family-evaluation', familyId, interviewId] as const,
    ofFamily: ['family', 'interviews'] as const,
  },
  /** The written report and the decisions (issue 45): a family's Decision tab, the supervisors' queue, the rules. */
  decisions: {
    /** Prefix of every family's file: a change of the agency's reasons shows in each. */
    files: ['decisions', 'file'] as const,
    file: (familyId: string) => ['decisions', 'file', familyId] as const,
    reviews: ['decisions', 'reviews'] as const,
    rules: ['decisions', 'rules'] as const,
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
    /** The changes to the household the family proposed (issue 44). */
    householdChanges: ['family', 'household-changes'] as const,
    backgroundChecks: ['family', 'background-checks'] as const,
    tasks: ['family', 'tasks'] as const,
    activity: (limit: number) => ['family', 'activity', { limit }] as const,
    announcements: ['family', 'announcements'] as const,
    supportTeam: ['family', 'support-team'] as const,
    engagement: ['family', 'engagement'] as const,
    /** The bell; under the family prefix, so what refreshes the family's pages refreshes it too. */
    notifications: ['family', 'notifications'] as const,
    /** Step 7's home assessment and the corrections the caseworker asked for (issue 43). */
    homeAssessment: ['family', 'home-assessment'] as const,
    /**
     * One of the family's correction photos as bytes, by its URL; outside the family prefix, since a photo never
     * changes and a refresh of the family's pages should not download it again.
     */
    homeAssessmentPhoto: (url: string) => ['home-assessment-photo', 'family', url] as const,
  },
  /** The family's assistant chat and Messages (issue 16); under the family prefix. */
  conversations: {
    all: ['family', 'conversations'] as const,
    chatStats: ['family', 'conversations', 'chat-stats'] as const,
    chatHistory: (limit: number) => ['family', 'conversations', 'chat-history', limit] as const,
    threads: ['family', 'conversations', 'threads'] as const,
    unread: ['family', 'conversations', 'unread'] as const,
    thread: (sessionId: string) => ['family', 'conversations', 'thread', sessionId] as const,
  },
  /** The staff Inbox. */
  inbox: {
    all: ['inbox'] as const,
    list: (query: { state: string; assigned: string; page: number }) => ['inbox', 'list', query] as const,
    waiting: ['inbox', 'list', 'waiting-count'] as const,
    conversation: (sessionId: string) => ['inbox', 'conversation', sessionId] as const,
  },
  /** Staff learning (issue 13): courses, lessons, assignments, imports and analytics. */
  learning: {
    /** Prefix of every staff learning read: a course change refreshes stats, lists and analytics. */
    all: ['learning'] as const,
    stats: ['learning', 'stats'] as const,
    courses: (query: CourseListParams) => ['learning', 'courses', query] as const,
    course: (courseId: string) => ['learning', 'course', courseId] as const,
    lessons: (courseId: string) => ['learning', 'lessons', courseId] as const,
    translations: (courseId: string) => ['learning', 'translations', courseId] as const,
    /** A video lesson's file; `version` is the lesson's updatedAt, so a new upload is fetched again. */
    lessonVideo: (lessonId: string, version: string) => ['learning', 'video', lessonId, version] as const,
    imports: (page: number) => ['learning', 'imports', page] as const,
    analytics: ['learning', 'analytics'] as const,
    /** Prefix of the Assignments tab's reads. */
    assignments: ['learning', 'assignments'] as const,
    assignmentFamilies: (search: string, page: number, pageSize: number) =>
      ['learning', 'assignments', 'families', { search, page, pageSize }] as const,
    assignableCourses: ['learning', 'assignments', 'courses'] as const,
    enrollmentRequests: (page: number) => ['learning', 'assignments', 'requests', page] as const,
  },
  /** The signed-in family's learning; under the family prefix, so the dashboard and learning refresh together. */
  familyLearning: {
    all: ['family', 'learning'] as const,
    journey: ['family', 'learning', 'journey'] as const,
    player: (enrollmentId: string) => ['family', 'learning', 'player', enrollmentId] as const,
    lesson: (enrollmentId: string, lessonId: string) =>
      ['family', 'learning', 'lesson', enrollmentId, lessonId] as const,
    certificate: (enrollmentId: string) => ['family', 'learning', 'certificate', enrollmentId] as const,
  },
  /** Public certificate checks (no session). */
  certificateVerification: (certificateId: string) => ['verify', 'certificate', certificateId] as const,
  /** Contact Support: where messages go and the staff member's own. */
  support: ['support', 'requests'] as const,
  systemConfig: {
    tiles: ['system-config', 'dashboard-tiles'] as const,
    settings: ['system-config', 'settings'] as const,
    announcements: ['system-config', 'announcements'] as const,
    chatSettings: ['system-config', 'chat-settings'] as const,
    /** The agency's program types: New Family, the family page and System Configuration read them. */
    programTypes: ['system-config', 'program-types'] as const,
  },
} as const;

/** The Course Management grid's request: search, status filter and page. */
export interface CourseListParams {
  search: string;
  status: CourseStatusFilter;
  page: number;
  pageSize: number;
}

export type StaffUsersParams = Parameters<typeof queryKeys.admin.users>[0];
