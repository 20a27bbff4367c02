import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { profiles, supportRequests } from '../../db/schema';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** How many of a staff member's own messages the Contact Support page lists. */
const RECENT_LIMIT = 20;

export async function insertSupportRequest(
  db: Conn,
  values: typeof supportRequests.$inferInsert,
): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row!;
}

export function recentSupportRequests(db: Conn, userId: string): Promise<SupportRequestRow[]> {
  return db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(RECENT_LIMIT);
}

/** A message not yet e-mailed, with who sent it (the reply goes to them). */
export async function unmailedSupportRequest(db: Conn, id: string) {
  const [row] = await db
    .select({ request: supportRequests, senderName: profiles.displayName, senderEmail: profiles.email })
    .from(supportRequests)
    .leftJoin(profiles, eq(profiles.id, supportRequests.userId))
    .where(and(eq(supportRequests.id, id), isNull(supportRequests.mailedAt)));
  return row;
}

export async function markSupportRequestMailed(db: Conn, id: string, at: Date): Promise<void> {
  await db.update(supportRequests).set({ mailedAt: at }).where(eq(supportRequests.id, id));
}
