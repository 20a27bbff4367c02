/** Every page path of the app (spec 01 §2): the router, the sidebar and e-mailed links all use these. */
export const PATHS = {
  home: '/',
  auth: '/auth',
  staffDashboard: '/staff',
  families: '/staff/families',
  applications: '/staff/families/applications',
  staffDocuments: '/staff/documents',
  staffChecks: '/staff/checks',
  staffDocumentIntake: '/staff/documents/intake',
  manageCourses: '/admin/learning',
  courseAssignments: '/staff/assignments',
  analytics: '/staff/analytics',
  userManagement: '/staff/admin/users',
  permissionManagement: '/staff/admin/permissions',
  systemConfiguration: '/staff/admin/system',
  /** Help Documentation: an index of the staff areas; each area's page is `${PATHS.staffHelp}/{area}`. */
  staffHelp: '/staff/help',
  staffContactSupport: '/staff/support',
  familyDocuments: '/documents',
  /** The signing page of one document: `${PATHS.familySigning}/{documentId}`. */
  familySigning: '/documents/sign',
  /** Public: checks a sealed PDF or its code. */
  verify: '/verify',
  staffTemplates: '/staff/templates',
  /** Staff countersignature: the documents whose turn has come to the signed-in staff member. */
  staffSignatures: '/staff/signatures',
  /** Supervisors' queue: the written reports waiting for review (issue 45). */
  staffReviews: '/staff/reviews',
  /** Public: a one-time signing link, `${PATHS.signingLink}/{token}?lang=…` (decision 041). */
  signingLink: '/sign',
  /** Public: a reference's questionnaire link, `${PATHS.referenceLink}/{token}?lang=…` (issue 44). */
  referenceLink: '/reference',
  familyLearning: '/learning',
  familyCoursePlayer: '/learning/courses/:enrollmentId',
  /** Public: anyone can check a certificate (printed on it as a QR code). */
  verifyCertificate: '/verify/:certificateId',
  familyDashboard: '/family',
  /** The family's threads with its caseworkers. */
  familyMessages: '/messages',
  /** The staff Inbox of escalated chats and threads with families. */
  staffInbox: '/staff/inbox',
  /** The household pages of the family's sidebar: My Family, Alternative Caregiver, Other Adults. */
  familyHousehold: '/family/household',
  familyCaregivers: '/family/household/caregivers',
  familyOtherAdults: '/family/household/adults',
  /** An adult's own account (issue 44): their forms and files, the only family page it opens. */
  familyMyItems: '/family/my-items',
  familySignIn: '/family/sign-in',
  familyForgotPassword: '/family/forgot-password',
  /** Where the e-mailed links land: password reset (family and staff) and the family invitation. */
  familyResetPassword: '/family/reset-password',
  staffForgotPassword: '/auth/forgot-password',
  staffResetPassword: '/auth/reset-password',
  familyAcceptInvite: '/family/accept-invite',
  /** Where a staff invitation's link lands: the invitee chooses a name and a password. */
  staffAcceptInvite: '/staff/accept-invite',
} as const;

/** The dashboard's approval progress tile: `${PATHS.familyDashboard}#${FAMILY_JOURNEY_ANCHOR}` scrolls to it. */
export const FAMILY_JOURNEY_ANCHOR = 'journey';

/**
 * The e-mail confirmation link lands on /staff with this query parameter: a fresh refresh cookie and no
 * stored session hint yet, so the page knows a refresh is worth trying (and others do not send one).
 */
export const CONFIRMED_SIGN_UP_PARAM = 'confirmed';
