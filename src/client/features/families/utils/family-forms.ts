import type { CreateFamilyBody, HouseholdMemberBody } from '@shared/families/families.schema';
import type { LanguageCode } from '@shared/i18n/languages';
import type { HouseholdMember, HouseholdRole } from '@shared/family-portal/family-portal.schema';
import {
  AGE_MAX,
  FAMILY_NAME_MAX,
  RELATIONSHIP_MAX,
  STEP_REASON_MAX,
  STEP_REASON_MIN,
} from '@shared/families/families.limits';

/**
 * Client-side checks with the API's limits (shared/families/families.limits.ts), so a form can point at the
 * field before sending; the server still validates everything.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRequiredName(value: string, label: string): string | null {
  const text = value.trim();
  if (!text) return `${label} is required`;
  return text.length > FAMILY_NAME_MAX ? `${label} must be at most ${FAMILY_NAME_MAX} characters` : null;
}

/** An empty address passes unless `required`. */
export function validateEmail(value: string, { required }: { required: boolean }): string | null {
  const text = value.trim();
  if (!text) return required ? 'Email is required' : null;
  return EMAIL_PATTERN.test(text) ? null : 'Please enter a valid email address';
}

/** The reason for moving a family a step: 3 to 500 characters. */
export function validateReason(value: string): string | null {
  const length = value.trim().length;
  if (length < STEP_REASON_MIN) return `Give a reason of at least ${STEP_REASON_MIN} characters`;
  return length > STEP_REASON_MAX ? `The reason must be at most ${STEP_REASON_MAX} characters` : null;
}

/** Age is optional; when given a whole number 0 to 120. NumberInput gives '' when empty. */
export function validateAge(value: number | string): string | null {
  if (value === '') return null;
  const age = Number(value);
  return Number.isInteger(age) && age >= 0 && age <= AGE_MAX
    ? null
    : `Age must be a whole number from 0 to ${AGE_MAX}`;
}

export interface NewFamilyValues {
  familyName: string;
  primaryContactName: string;
  primaryContactEmail: string;
  preferredLanguage: LanguageCode;
  /** One of the agency's program types; empty until staff choose one (the form requires it). */
  applicantType: string;
}

export const EMPTY_NEW_FAMILY: NewFamilyValues = {
  familyName: '',
  primaryContactName: '',
  primaryContactEmail: '',
  preferredLanguage: 'en',
  applicantType: '',
};

export function toCreateFamilyBody(values: NewFamilyValues): CreateFamilyBody {
  const email = values.primaryContactEmail.trim();
  return {
    familyName: values.familyName.trim(),
    primaryContactName: values.primaryContactName.trim(),
    ...(email ? { primaryContactEmail: email } : {}),
    preferredLanguage: values.preferredLanguage,
    applicantType: values.applicantType,
  };
}

export interface MemberFormValues {
  name: string;
  role: HouseholdRole;
  relationship: string;
  age: number | string;
}

export function memberFormValues(member?: HouseholdMember): MemberFormValues {
  return {
    name: member?.name ?? '',
    role: member?.role ?? 'adult',
    relationship: member?.relationship ?? '',
    age: member?.age ?? '',
  };
}

export function validateRelationship(value: string): string | null {
  return value.trim().length > RELATIONSHIP_MAX
    ? `Relationship must be at most ${RELATIONSHIP_MAX} characters`
    : null;
}

export function toMemberBody(values: MemberFormValues): HouseholdMemberBody {
  const relationship = values.relationship.trim();
  return {
    name: values.name.trim(),
    role: values.role,
    relationship: relationship || null,
    age: values.age === '' ? null : Number(values.age),
  };
}
