import { AGE_MAX } from '@shared/families/families.limits';
import {
  ADULT_AGE,
  DEFAULT_STATE,
  type HouseholdChangeKind,
  type NewMemberRole,
  POSTAL_CODE_PATTERN,
  STATE_CODE_PATTERN,
} from '@shared/household-changes/household-changes.limits';
import type { ProposeHouseholdChangeBody } from '@shared/household-changes/household-changes.schema';
import type { HouseholdView } from './household-groups';

/**
 * The "Propose a change" form: its values, the checks it makes before sending (the server's rules, from the
 * shared limits; the server still checks everything) and the body it sends.
 */

/** The relationships offered by name (their translations: familyPortal household.relationships). */
export const RELATIONSHIP_CHOICES = [
  'Spouse',
  'Partner',
  'Mother',
  'Father',
  'Grandmother',
  'Grandfather',
  'Daughter',
  'Son',
  'Sister',
  'Brother',
  'Aunt',
  'Uncle',
  'Cousin',
  'Friend',
  'Alternative Caregiver',
] as const;
/** The choice that asks the family to describe the relationship in its own words. */
export const OTHER_RELATIONSHIP = 'other';

export interface ChangeFormValues {
  kind: HouseholdChangeKind | '';
  role: NewMemberRole;
  name: string;
  /** One of RELATIONSHIP_CHOICES, OTHER_RELATIONSHIP, or '' before a choice. */
  relationship: string;
  relationshipOther: string;
  age: number | string;
  livedOutOfState: boolean;
  drivesChildren: boolean;
  email: string;
  memberId: string | null;
  movedOutOn: string;
  street: string;
  unit: string;
  city: string;
  state: string;
  postalCode: string;
  movingOn: string;
  note: string;
}

/** A fresh form; Other Adults and Alternative Caregiver start with an adult moving in (a caregiver there). */
export function initialChangeValues(view: HouseholdView): ChangeFormValues {
  return {
    kind: view === 'family' ? '' : 'add_member',
    role: 'adult',
    name: '',
    relationship: view === 'caregivers' ? 'Alternative Caregiver' : '',
    relationshipOther: '',
    age: '',
    livedOutOfState: false,
    drivesChildren: false,
    email: '',
    memberId: null,
    movedOutOn: '',
    street: '',
    unit: '',
    city: '',
    state: DEFAULT_STATE,
    postalCode: '',
    movingOn: '',
    note: '',
  };
}

export type ChangeFormErrorKey =
  | 'required'
  | 'kind'
  | 'age'
  | 'adultAge'
  | 'childAge'
  | 'email'
  | 'postalCode'
  | 'state'
  | 'date'
  | 'member';
export type ChangeFormErrors = Partial<Record<keyof ChangeFormValues, ChangeFormErrorKey>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const blank = (text: string) => text.trim() === '';

function ageError(values: ChangeFormValues): ChangeFormErrorKey | undefined {
  if (values.age === '') return 'required';
  const age = Number(values.age);
  if (!Number.isInteger(age) || age < 0 || age > AGE_MAX) return 'age';
  if (values.role === 'adult' && age < ADULT_AGE) return 'adultAge';
  if (values.role === 'child' && age >= ADULT_AGE) return 'childAge';
  return undefined;
}

function newMemberErrors(values: ChangeFormValues): ChangeFormErrors {
  const relationshipMissing =
    values.relationship === '' ||
    (values.relationship === OTHER_RELATIONSHIP && blank(values.relationshipOther));
  return {
    name: blank(values.name) ? 'required' : undefined,
    ...(values.relationship === OTHER_RELATIONSHIP && relationshipMissing
      ? { relationshipOther: 'required' as const }
      : { relationship: relationshipMissing ? ('required' as const) : undefined }),
    age: ageError(values),
    email:
      values.role === 'adult' && !blank(values.email) && !EMAIL_PATTERN.test(values.email.trim())
        ? 'email'
        : undefined,
  };
}

/** What is missing or wrong, field by field (the keys of familyPortalHouseholdChanges' `errors`). */
export function changeFormErrors(values: ChangeFormValues): ChangeFormErrors {
  const errors: ChangeFormErrors =
    values.kind === 'add_member'
      ? newMemberErrors(values)
      : values.kind === 'remove_member'
        ? {
            memberId: values.memberId ? undefined : 'member',
            movedOutOn: DATE_PATTERN.test(values.movedOutOn) ? undefined : 'date',
          }
        : values.kind === 'new_address'
          ? {
              street: blank(values.street) ? 'required' : undefined,
              city: blank(values.city) ? 'required' : undefined,
              state: STATE_CODE_PATTERN.test(values.state.trim().toUpperCase()) ? undefined : 'state',
              postalCode: POSTAL_CODE_PATTERN.test(values.postalCode.trim()) ? undefined : 'postalCode',
              movingOn: DATE_PATTERN.test(values.movingOn) ? undefined : 'date',
            }
          : { kind: 'kind' };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}

const optional = (text: string) => (blank(text) ? undefined : text.trim());

/** The request body of a form that passed changeFormErrors. */
export function toChangeBody(values: ChangeFormValues): ProposeHouseholdChangeBody {
  const note = optional(values.note);
  if (values.kind === 'remove_member')
    return {
      kind: 'remove_member',
      details: { memberId: values.memberId ?? '', movedOutOn: values.movedOutOn },
      note,
    };
  if (values.kind === 'new_address')
    return {
      kind: 'new_address',
      details: {
        street: values.street.trim(),
        unit: optional(values.unit),
        city: values.city.trim(),
        state: values.state.trim().toUpperCase(),
        postalCode: values.postalCode.trim(),
        movingOn: values.movingOn,
      },
      note,
    };
  const adult = values.role === 'adult';
  return {
    kind: 'add_member',
    details: {
      name: values.name.trim(),
      role: values.role,
      relationship:
        values.relationship === OTHER_RELATIONSHIP ? values.relationshipOther.trim() : values.relationship,
      age: Number(values.age),
      livedOutOfState: adult && values.livedOutOfState,
      drivesChildren: adult && values.drivesChildren,
      email: adult ? optional(values.email) : undefined,
    },
    note,
  };
}
