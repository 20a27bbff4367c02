import {
  DEFAULT_PROGRAM_TYPES,
  type ProgramTypes,
  ProgramTypesSchema,
} from '@shared/system-config/program-types';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { Conn } from '../../db/client';
import * as settings from './system-config.repository';
import * as repo from './program-types.repository';

const PROGRAM_TYPES_KEY = 'program_types';

function programTypesOf(stored: unknown): string[] {
  const parsed = ProgramTypesSchema.shape.programTypes.safeParse(stored);
  return parsed.success ? parsed.data : [...DEFAULT_PROGRAM_TYPES];
}

/** The agency's program types in menu order (the defaults until System Configuration saves a list). */
export async function readProgramTypes(db: Conn): Promise<string[]> {
  return programTypesOf(await settings.findSetting(db, PROGRAM_TYPES_KEY));
}

/** What a family gets when whoever creates it names no program type: the first of the agency's list. */
export async function firstProgramType(db: Conn): Promise<string> {
  const [first] = await readProgramTypes(db);
  if (first === undefined) throw new Error('The list of program types is never empty.');
  return first;
}

/** 400 unless `name` is one of the agency's program types; the name as configured. */
export async function requireProgramType(db: Conn, name: string): Promise<string> {
  if ((await readProgramTypes(db)).includes(name)) return name;
  throw new AppError('VALIDATION_FAILED', {
    message: `"${name}" is not one of the agency's program types.`,
  });
}

/** Everyone who chooses or filters by a program type reads the list; System Configuration edits it. */
export async function getProgramTypes(ctx: AppContext, caller: Caller): Promise<ProgramTypes> {
  requireStaffPermission(
    caller,
    'system_configuration',
    'manage_families',
    'manage_assigned_families',
    'view_analytics',
  );
  return { programTypes: await readProgramTypes(ctx.db) };
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Saves the list (order included). A type that a family or a checklist item still names cannot be removed:
 * 409 says which and how many, so staff change those first.
 */
export async function updateProgramTypes(
  ctx: AppContext,
  caller: Caller,
  body: ProgramTypes,
): Promise<ProgramTypes> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    const current = programTypesOf(await repo.lockSetting(tx, PROGRAM_TYPES_KEY));
    const removed = current.filter((name) => !body.programTypes.includes(name));
    const usage = await repo.usageOf(tx, removed);
    const inUse = removed.flatMap((name) => {
      const familyCount = usage.families.find((row) => row.name === name)?.total ?? 0;
      const itemCount = usage.requirements.find((row) => row.name === name)?.total ?? 0;
      const uses = [
        familyCount > 0 ? counted(familyCount, 'family', 'families') : null,
        itemCount > 0 ? counted(itemCount, 'checklist item', 'checklist items') : null,
      ].filter(Boolean);
      return uses.length > 0 ? [`${name} (${uses.join(' and ')})`] : [];
    });
    if (inUse.length > 0) {
      throw new AppError('CONFLICT', {
        message: `Still in use, so it cannot be removed: ${inUse.join('; ')}. Change those first.`,
      });
    }
    await settings.upsertSetting(tx, PROGRAM_TYPES_KEY, body.programTypes);
    await writeAudit(tx, caller.actor, {
      action: 'system.program_types_updated',
      objectType: 'agency_setting',
      objectId: PROGRAM_TYPES_KEY,
      details: { programTypes: body.programTypes },
    });
  });
  return body;
}
