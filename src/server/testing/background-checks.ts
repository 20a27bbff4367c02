import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';

/**
 * Records every check the agency asks of the family's adults as cleared, the way a caseworker would over weeks:
 * for tests that take a family to the decision step, which waits for them (issue 43).
 */
export async function clearBackgroundChecks(db: Conn, familyId: string): Promise<void> {
  await db.execute(sql`insert into background_checks (family_id, member_id, check_type, status, submitted_date, result_date)
    select m.family_id, m.id, t.key, 'cleared', current_date, current_date
    from household_members m cross join background_check_types t
    where m.family_id = ${familyId}::uuid and t.active and t.applies_to = 'every_adult'
      and (case when m.age is not null then m.age >= 18 else m.role <> 'child' end)
    on conflict (member_id, check_type) do update set status = 'cleared', result_date = current_date`);
}
