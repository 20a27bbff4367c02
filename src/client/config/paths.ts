/** Every route of the app (spec 01 §2). */
export const PATHS = {
  home: '/',
  auth: '/auth',
  staffDashboard: '/staff',
  families: '/staff/families',
  applications: '/staff/families/applications',
  staffDocuments: '/staff/documents',
  manageCourses: '/admin/learning',
  courseAssignments: '/staff/assignments',
  analytics: '/staff/analytics',
  userManagement: '/staff/admin/users',
  permissionManagement: '/staff/admin/permissions',
  systemConfiguration: '/staff/admin/system',
  familyDocuments: '/documents',
  familyLearning: '/learning',
  familyDashboard: '/family',
  familySignIn: '/family/sign-in',
  familyForgotPassword: '/family/forgot-password',
  /** The e-mailed links (FAMILY_RESET_PASSWORD_PATH, FAMILY_ACCEPT_INVITE_PATH in shared/family-portal). */
  familyResetPassword: '/family/reset-password',
  familyAcceptInvite: '/family/accept-invite',
} as const;
