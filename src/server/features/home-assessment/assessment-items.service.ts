import type {
  AssessmentItemType,
  AssessmentItemTypeBody,
} from '@shared/home-assessment/home-assessment.schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import { configKeyOf } from '../../lib/config-key';
import type { AppContext } from '../../lib/context';
import * as repo from './home-assessment.repository';

/**
 * The agency's home-safety checklist (System Configuration), seeded with the usual items. An item is switched
 * off rather than removed, so recorded assessments keep it; its key never changes.
 */

export async function listItemTypes(ctx: AppContext, caller: Caller): Promise<AssessmentItemType[]> {
  requireStaffPermission(caller, 'system_configuration');
  return repo.itemTypes(ctx.db);
}

async function saved(ctx: AppContext, key: string): Promise<AssessmentItemType> {
  const row = (await repo.itemTypes(ctx.db)).find((type) => type.key === key);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No home assessment item with this key.' });
  return row;
}

/** 409 when another item already has this name (case aside). */
async function requireFreeName(tx: Tx, name: string, except?: string) {
  const others = (await repo.itemTypes(tx)).filter((type) => type.key !== except);
  if (others.some((type) => type.name.toLowerCase() === name.toLowerCase())) {
    throw new AppError('CONFLICT', { message: `The checklist already has an item named "${name}".` });
  }
  return others;
}

export async function addItemType(
  ctx: AppContext,
  caller: Caller,
  input: AssessmentItemTypeBody,
): Promise<AssessmentItemType> {
  requireStaffPermission(caller, 'system_configuration');
  const body = { guidance: '', active: true, ...input };
  const key = await ctx.db.transaction(async (tx) => {
    const types = await requireFreeName(tx, body.name);
    const candidate = configKeyOf(body.name, 'item', new Set(types.map((type) => type.key)));
    const row = await repo.insertItemType(tx, { key: candidate, ...body });
    if (!row) throw new AppError('CONFLICT', { message: 'Someone added an item meanwhile. Try again.' });
    await writeAudit(tx, caller.actor, {
      action: 'system.home_assessment_item_saved',
      objectType: 'home_assessment_item',
      objectId: row.key,
      details: { name: body.name, active: body.active, created: true },
    });
    return row.key;
  });
  return saved(ctx, key);
}

export async function updateItemType(
  ctx: AppContext,
  caller: Caller,
  key: string,
  input: AssessmentItemTypeBody,
): Promise<AssessmentItemType> {
  requireStaffPermission(caller, 'system_configuration');
  const body = { guidance: '', active: true, ...input };
  await ctx.db.transaction(async (tx) => {
    await requireFreeName(tx, body.name, key);
    if (!(await repo.updateItemType(tx, key, body))) {
      throw new AppError('NOT_FOUND', { message: 'No home assessment item with this key.' });
    }
    await writeAudit(tx, caller.actor, {
      action: 'system.home_assessment_item_saved',
      objectType: 'home_assessment_item',
      objectId: key,
      details: { name: body.name, active: body.active, created: false },
    });
  });
  return saved(ctx, key);
}
