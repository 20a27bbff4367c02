import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Conn, queryRows } from '../../db/client';
import { staffDisplayName } from '../../db/family-scope';
import { families, familySupportStaff, profiles, users } from '../../db/schema';

/** The filter choices: staff on any family's support team (by name), and the applicant types in use. */
export async function filterOptions(db: Conn) {
  const [row] = await queryRows(
    db,
    z.object({
      caseworkers: z.array(z.object({ id: z.string(), name: z.string() })),
      applicantTypes: z.array(z.string()),
    }),
    sql`select
      (select coalesce(json_agg(json_build_object('id', id, 'name', name) order by name, id), '[]')
        from (select ${users.id} as id, ${staffDisplayName} as name
          from ${users} left join ${profiles} on ${profiles.id} = ${users.id}
          where ${users.id} in (select ${familySupportStaff.userId} from ${familySupportStaff})) c) as caseworkers,
      (select coalesce(json_agg(t order by t), '[]')
        from (select distinct ${families.applicantType} as t from ${families}) a) as "applicantTypes"`,
  );
  return row ?? { caseworkers: [], applicantTypes: [] };
}
