import type { CheckType, CheckTypeBody } from '@shared/background-checks/background-checks.schema';
import { AppError } from '../../lib/app-error';
import { configKeyOf } from '../../lib/config-key';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './background-checks.repository';

/**
 * The agency's background-check types (System Configuration): seeded with DOJ, FBI, CACI, the out-of-state
 * registry and the DMV record. A type is switched off rather than removed, so recorded checks keep their name.
 */

export async function listCheckTypes(ctx: AppContext, caller: Caller): Promise<CheckType[]> {
  requireStaffPermission(caller, 'system_configuration');
  return repo.checkTypesWithUse(ctx.db);
}

async function saved(ctx: AppContext, key: string): Promise<CheckType> {
  const row = (await repo.checkTypesWithUse(ctx.db)).find((type) => type.key === key);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No background check type with this key.' });
  return row;
}

export async function addCheckType(ctx: AppContext, caller: Caller, body: CheckTypeBody): Promise<CheckType> {
  requireStaffPermission(caller, 'system_configuration');
  const key = await ctx.db.transaction(async (tx) => {
    const types = await repo.checkTypes(tx);
    if (types.some((type) => type.name.toLowerCase() === body.name.toLowerCase())) {
      throw new AppError('CONFLICT', { message: `The agency already has a check named "${body.name}".` });
    }
    const candidate = configKeyOf(body.name, 'check', new Set(types.map((type) => type.key)));
    const row = await repo.insertType(tx, { key: candidate, ...body });
    if (!row) throw new AppError('CONFLICT', { message: 'Someone added a check type meanwhile. Try again.' });
    await writeAudit(tx, caller.actor, {
      action: 'system.background_check_type_saved',
      objectType: 'background_check_type',
      objectId: row.key,
      details: { ...body, created: true },
    });
    return row.key;
  });
  return saved(ctx, key);
}

export async function updateCheckType(
  ctx: AppContext,
  caller: Caller,
  key: string,
  body: CheckTypeBody,
): Promise<CheckType> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    const others = (await repo.checkTypes(tx)).filter((type) => type.key !== key);
    if (others.some((type) => type.name.toLowerCase() === body.name.toLowerCase())) {
      throw new AppError('CONFLICT', { message: `The agency already has a check named "${body.name}".` });
    }
    if (!(await repo.updateType(tx, key, body))) {
      throw new AppError('NOT_FOUND', { message: 'No background check type with this key.' });
    }
    await writeAudit(tx, caller.actor, {
      action: 'system.background_check_type_saved',
      objectType: 'background_check_type',
      objectId: key,
      details: { ...body, created: false },
    });
  });
  return saved(ctx, key);
}
