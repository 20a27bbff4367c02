import { z } from 'zod';
import { safeName } from '../text/safe-text';

/**
 * The agency's program types (System Configuration, system_configuration): the list New Family offers, the
 * family page edits, Analytics filters by and a checklist item may be limited to. A family keeps its program
 * type by name (families.applicant_type), as the family's Applicant Type tile shows it.
 */

/** What an agency starts with, in this order, until System Configuration saves its own list. */
export const DEFAULT_PROGRAM_TYPES: readonly string[] = [
  'Foster Care',
  'Specialized Foster Care',
  'Kinship',
  'Adoption',
  'Respite',
];

export const PROGRAM_TYPE_NAME_MAX = 100;
export const PROGRAM_TYPES_MAX = 20;

export const ProgramTypeNameSchema = safeName({ min: 2, max: PROGRAM_TYPE_NAME_MAX });

// ---- GET/PUT /api/staff/system/program-types -----------------------------------------------------

/**
 * The whole list in the order menus show it. Removing a type that a family or a checklist item still names
 * is 409 (change those first); names are unique regardless of case.
 */
export const ProgramTypesSchema = z.object({
  programTypes: z
    .array(ProgramTypeNameSchema)
    .min(1, { message: 'Keep at least one program type' })
    .max(PROGRAM_TYPES_MAX)
    .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, {
      message: 'Each program type can appear only once',
    }),
});
export type ProgramTypes = z.infer<typeof ProgramTypesSchema>;
