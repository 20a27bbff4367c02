import { z } from 'zod';
import { APPEAL_DAYS_MAX, type AppealDays, DEFAULT_APPEAL_DAYS } from '@shared/decisions/decision-rules';
import type { DecisionRules, UpdateDecisionRulesBody } from '@shared/decisions/decisions.schema';
import type { Conn } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { reasonView } from './decision-views';
import * as repo from './decisions.repository';

/** The agency's decision rules (System Configuration): the reasons' list and the days to ask for a hearing. */

const APPEAL_DAYS_KEY = 'appeal_days';
const StoredAppealDays = z.object({
  deny: z.number().int().min(1).max(APPEAL_DAYS_MAX),
  rescind: z.number().int().min(1).max(APPEAL_DAYS_MAX),
});

/** The stored days, else California's (90 after a denial, 25 after a rescission). */
export async function readAppealDays(db: Conn): Promise<AppealDays> {
  const parsed = StoredAppealDays.safeParse(await repo.findSetting(db, APPEAL_DAYS_KEY));
  return parsed.success ? parsed.data : { ...DEFAULT_APPEAL_DAYS };
}

export async function readDecisionRules(db: Conn): Promise<DecisionRules> {
  const [appealDays, reasons] = await Promise.all([readAppealDays(db), repo.reasons(db)]);
  return { appealDays, reasons: reasons.map(reasonView) };
}

export async function getDecisionRules(ctx: AppContext, caller: Caller): Promise<DecisionRules> {
  requireStaffPermission(caller, 'system_configuration');
  return readDecisionRules(ctx.db);
}

export async function updateDecisionRules(
  ctx: AppContext,
  caller: Caller,
  body: UpdateDecisionRulesBody,
): Promise<DecisionRules> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    await repo.upsertSetting(tx, APPEAL_DAYS_KEY, body.appealDays);
    await repo.replaceReasons(tx, body.reasons);
    await writeAudit(tx, caller.actor, {
      action: 'system.decision_rules_saved',
      objectType: 'agency_setting',
      details: {
        denyAppealDays: body.appealDays.deny,
        rescindAppealDays: body.appealDays.rescind,
        reasons: body.reasons.length,
      },
    });
  });
  return readDecisionRules(ctx.db);
}
