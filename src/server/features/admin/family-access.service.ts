import type { FamilyAccessSettings } from '@shared/admin/admin.schema';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { OTHER_FAMILIES_READABLE_SETTING } from '../../db/family-scope';
import * as repo from './admin.repository';

/**
 * System Configuration's family access: whether caseworkers read every family or only their own. The setting
 * is read where access is decided (db/family-scope `familyReach`); this only shows and changes it.
 */

export async function getFamilyAccessSettings(
  ctx: AppContext,
  caller: Caller,
): Promise<FamilyAccessSettings> {
  requireStaffPermission(caller, 'system_configuration');
  const stored = await repo.findSetting(ctx.db, OTHER_FAMILIES_READABLE_SETTING);
  return { caseworkersReadAllFamilies: stored === true };
}

export async function updateFamilyAccessSettings(
  ctx: AppContext,
  caller: Caller,
  body: FamilyAccessSettings,
): Promise<FamilyAccessSettings> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    await repo.upsertSetting(tx, OTHER_FAMILIES_READABLE_SETTING, body.caseworkersReadAllFamilies, ctx.now());
    await writeAudit(tx, caller.actor, {
      action: 'system.family_access_updated',
      objectType: 'agency_setting',
      objectId: OTHER_FAMILIES_READABLE_SETTING,
      details: { caseworkersReadAllFamilies: body.caseworkersReadAllFamilies },
    });
  });
  return body;
}
