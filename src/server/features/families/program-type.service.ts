import type { ProgramTypeBody } from '@shared/families/families.schema';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { syncFamilyDocuments } from '../requirements/requirements.service';
import { requireProgramType } from '../system-config/program-types.service';
import { familyNotFound } from './families.service';
import * as repo from './families.repository';

/**
 * Changes the family's program type (manage_families, or its assigned caseworker): one of the agency's types.
 * The checklist follows in the same transaction: items of the new type are asked for, the old type's items go
 * unless something was handed in on them.
 */
export async function changeProgramType(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: ProgramTypeBody,
): Promise<ProgramTypeBody> {
  requireStaffPermission(caller, 'manage_families');
  return ctx.db.transaction(async (tx) => {
    const family = await repo.findFamilyForUpdate(tx, familyId);
    if (!family) throw familyNotFound();
    const applicantType = await requireProgramType(tx, body.applicantType);
    if (family.applicantType === applicantType) return { applicantType };
    await repo.updateApplicantType(tx, familyId, applicantType);
    await writeAudit(tx, caller.actor, {
      action: 'family.program_type_changed',
      objectType: 'family',
      objectId: familyId,
      familyId,
      details: { from: family.applicantType, to: applicantType },
    });
    await syncFamilyDocuments(tx, [familyId]);
    return { applicantType };
  });
}
