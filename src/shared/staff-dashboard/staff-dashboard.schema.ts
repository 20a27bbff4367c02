import { z } from 'zod';

export const StaffDashboardSchema = z.object({
  cards: z.object({
    totalFamilies: z.number().int(),
    activeFamilies: z.number().int(),
    pendingApplications: z.number().int(),
    /** Files families handed in: what the staff Documents page lists and totals. */
    documents: z.number().int(),
    /** Handed in and waiting for a decision. */
    pendingDocuments: z.number().int(),
    /** Approved copies expiring within EXPIRING_SOON_DAYS, and expired ones (`STAFF_DOCUMENTS_EXPIRING`). */
    expiringDocuments: z.number().int(),
    trainingCourses: z.number().int(),
    completionsThisMonth: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      /** A sentence for people, e.g. 'Maria Lopez signed in'. */
      description: z.string(),
      action: z.string(),
    }),
  ),
  pendingTasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      priority: z.enum(['urgent', 'high', 'medium', 'low']),
      /** Staff page that resolves it. */
      path: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type StaffDashboard = z.infer<typeof StaffDashboardSchema>;
