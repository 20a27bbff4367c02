import { type SQL, sql } from 'drizzle-orm';
import { REQUIREMENT_AUDIENCES, rolesOfAudience } from '../../shared/requirements/requirement-rules';
import type { Conn } from './client';

/**
 * Keeps each family's requested documents in line with the agency's checklist and the family's household.
 * It lives at the db layer because the seed (demo families) and the features (families, requirements) share it.
 */

/** Which families a sync looks at: the named ones (any status), or every family still on its journey. */
export type SyncScope = readonly string[] | 'all';

/** Families whose checklist still changes: approved and withdrawn families keep what they had. */
const JOURNEY_STATUSES = sql`('active', 'on_hold')`;

/** (audience, role) pairs of the per-member audiences, from the one rule in shared. */
const AUDIENCE_ROLES = sql.raw(
  REQUIREMENT_AUDIENCES.flatMap((audience) =>
    (rolesOfAudience(audience) ?? []).map((role) => `('${audience}', '${role}')`),
  ).join(', '),
);

/**
 * Nothing was ever handed in, and no form was started on it (a draft holds what the family typed and signed):
 * the only documents a sync may delete or rename.
 */
const UNTOUCHED = sql`d.status = 'pending' and d.submitted_at is null and d.storage_key is null
  and not exists (select 1 from form_submissions s where s.document_id = d.id)`;

function familyFilter(scope: SyncScope, column: SQL): SQL {
  if (scope === 'all') {
    return sql`${column} in (select id from families where status in ${JOURNEY_STATUSES})`;
  }
  return sql`${column} = any(${sql.param([...scope])}::uuid[])`;
}

/**
 * Every (family, enabled item, member) the checklist asks for (of the items `only` lets through); member null
 * for household items. An item limited to a program type asks only the families of that type.
 */
function wantedRows(scope: SyncScope, only: SQL): SQL {
  return sql`select f.id as family_id, r.id as requirement_id, m.id as member_id, m.created_at as member_since,
      r.step_id, r.name, r.kind, r.required, r.validity_months, r.position
    from document_requirements r
    cross join families f
    left join household_members m on m.family_id = f.id
      and (r.audience, m.role) in (values ${AUDIENCE_ROLES})
    where r.enabled and (r.audience = 'household') = (m.id is null) and ${familyFilter(scope, sql`f.id`)}
      and (r.program_type is null or r.program_type = f.applicant_type) and ${only}`;
}

export interface SyncResult {
  inserted: number;
  deleted: number;
  renamed: number;
}

/**
 * Brings the families' checklist documents in line with the checklist and their households, in three
 * set-based statements (no loop over families): (1) delete checklist items no longer asked for (member gone or
 * no longer matching, item disabled) when nothing was ever handed in; (2) give untouched items the checklist's
 * current name, kind, step, required flag and validity; (3) insert what is missing. Handed-in documents are
 * never deleted or renamed. Run it in the transaction of the change that called for it.
 */
export async function syncFamilyDocuments(
  db: Conn,
  scope: SyncScope,
  options: { requirementId?: string } = {},
): Promise<SyncResult> {
  if (scope !== 'all' && scope.length === 0) return { inserted: 0, deleted: 0, renamed: 0 };
  // One changed checklist item only touches the documents made from it.
  const onlyItem = (column: SQL) =>
    options.requirementId ? sql`${column} = ${options.requirementId}` : sql`true`;
  const deleted = await db.execute(sql`delete from family_documents d
    where d.source = 'checklist' and d.requirement_id is not null and ${UNTOUCHED}
      and ${familyFilter(scope, sql`d.family_id`)} and ${onlyItem(sql`d.requirement_id`)}
      and not exists (select 1 from (${wantedRows(scope, onlyItem(sql`r.id`))}) w
        where w.family_id = d.family_id and w.requirement_id = d.requirement_id
          and w.member_id is not distinct from d.household_member_id)`);
  const renamed = await db.execute(sql`update family_documents d
    set document_name = r.name, document_type = r.kind, step_id = r.step_id, required = r.required,
      validity_months = r.validity_months, updated_at = now()
    from document_requirements r
    where d.requirement_id = r.id and d.source = 'checklist' and ${UNTOUCHED}
      and ${familyFilter(scope, sql`d.family_id`)} and ${onlyItem(sql`r.id`)}
      and (d.document_name, d.document_type, d.step_id, d.required, d.validity_months)
        is distinct from (r.name, r.kind, r.step_id, r.required, r.validity_months)`);
  // created_at steps back a microsecond per place, so "by step, then as created" lists follow the checklist
  // order and each item's members in household order.
  const inserted = await db.execute(sql`insert into family_documents (family_id, household_member_id,
      requirement_id, source, step_id, document_name, document_type, required, validity_months, created_at)
    select w.family_id, w.member_id, w.requirement_id, 'checklist', w.step_id, w.name, w.kind, w.required,
      w.validity_months,
      now() - make_interval(secs => (1000000 - least(w.position, 9999) * 100 - least(w.rank, 99)) / 1e6)
    from (select wanted.*,
        row_number() over (partition by family_id, requirement_id order by member_since, member_id) as rank
      from (${wantedRows(scope, onlyItem(sql`r.id`))}) wanted) w
    on conflict (family_id, requirement_id,
      coalesce(household_member_id, '00000000-0000-0000-0000-000000000000'::uuid))
      where requirement_id is not null
    do nothing`);
  return { inserted: affected(inserted), deleted: affected(deleted), renamed: affected(renamed) };
}

/** Rows a statement changed; node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/**
 * Before a member leaves the household: their untouched checklist items go, and what stays (handed in,
 * waived, one-off) keeps their name. Kept checklist items let go of the checklist item, so a later copy of
 * the same item for the household or another member is not blocked by the unique key.
 */
export async function releaseMemberDocuments(
  db: Conn,
  { familyId, memberId }: { familyId: string; memberId: string },
): Promise<void> {
  await db.execute(sql`delete from family_documents d
    where d.family_id = ${familyId} and d.household_member_id = ${memberId} and d.source = 'checklist'
      and ${UNTOUCHED}`);
  await db.execute(sql`update family_documents d
    set former_member_name = m.name,
      requirement_id = case when d.source = 'checklist' then null else d.requirement_id end,
      updated_at = now()
    from household_members m
    where m.id = ${memberId} and m.family_id = ${familyId} and d.household_member_id = m.id`);
}
