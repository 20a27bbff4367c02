import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import {
  auditLog,
  families,
  familyDocuments,
  familyTasks,
  householdMembers,
  profiles,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/password-hash';
import { refreshCookieOf } from './test-app';
import { TEST_PASSWORD } from './test-users';

let counter = 0;

/**
 * A second family with a signed-up family user, a household, a few documents and one open task, so tests
 * can prove one family never sees another's rows.
 */
export async function createTestFamily(
  db: Db,
  options: { email: string; surname: string; currentStep?: number; startDate?: string },
) {
  counter += 1;
  const [family] = await db
    .insert(families)
    .values({
      caseNumber: `TST-${String(counter).padStart(4, '0')}-${options.surname.toUpperCase()}`,
      familyName: `${options.surname} Family`,
      primaryContactName: `Pat ${options.surname}`,
      primaryContactEmail: options.email,
      currentStep: options.currentStep ?? 2,
      stepName: 'Discover',
      progressPercentage: Math.round((((options.currentStep ?? 2) - 1) / 8) * 100),
      ...(options.startDate ? { startDate: options.startDate } : {}),
    })
    .returning();
  if (!family) throw new Error('could not create test family');
  const [member] = await db
    .insert(householdMembers)
    .values({
      familyId: family.id,
      name: `Pat ${options.surname}`,
      role: 'primary_applicant',
      relationship: 'Self',
      age: 44,
    })
    .returning();
  await db.insert(familyDocuments).values([
    {
      familyId: family.id,
      householdMemberId: member?.id ?? null,
      stepId: 1,
      documentName: 'Government-Issued Photo ID',
      status: 'approved',
      approvedAt: new Date(),
    },
    { familyId: family.id, stepId: 2, documentName: 'Employer Reference Letter', status: 'pending' },
  ]);
  const [task] = await db
    .insert(familyTasks)
    .values({
      familyId: family.id,
      title: `${options.surname} private task`,
      type: 'upload',
      priority: 'medium',
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      kind: 'family',
      familyId: family.id,
      emailConfirmedAt: new Date(),
    })
    .returning();
  if (!user || !task) throw new Error('could not create test family user');
  await db
    .insert(profiles)
    .values({ id: user.id, email: options.email, displayName: `Pat ${options.surname}` });
  await db.insert(auditLog).values({
    action: 'family.created',
    familyId: family.id,
    details: { caseNumber: family.caseNumber, familyName: family.familyName },
  });
  return { family, user, taskId: task.id, memberId: member?.id ?? '' };
}

/** Signs a family user in through the family endpoint; returns the bearer header and the refresh token. */
export async function signInFamily(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/family/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`family sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  const token = (response.json() as { access_token: string }).access_token;
  return { authorization: `Bearer ${token}`, refreshToken: refreshCookieOf(response) };
}

/**
 * A family staff create through the API (which adds its primary applicant), then `members` (name, role, age), and
 * a portal account for its applicants at `email`. Returns the family's id, each member's id by name (the
 * applicant's too) and the applicants' bearer header.
 */
export async function staffCreatedFamily(
  app: FastifyInstance,
  db: Db,
  admin: string,
  household: {
    familyName: string;
    applicant: string;
    email: string;
    members: readonly { name: string; role: string; age?: number }[];
  },
) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { authorization: admin } });
  const created = await post('staff/families', {
    familyName: household.familyName,
    primaryContactName: household.applicant,
  });
  if (created.statusCode !== 201) throw new Error(`could not create a family: ${created.body}`);
  const familyId = created.json().id as string;
  const [applicant] = await db
    .select({ id: householdMembers.id })
    .from(householdMembers)
    .where(eq(householdMembers.familyId, familyId));
  const memberIds = new Map<string, string>([[household.applicant, applicant!.id]]);
  for (const member of household.members) {
    const added = await post(`staff/families/${familyId}/household`, member);
    if (added.statusCode !== 201) throw new Error(`could not add ${member.name}: ${added.body}`);
    memberIds.set(member.name, added.json().id as string);
  }
  await db.insert(users).values({
    email: household.email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    kind: 'family',
    familyId,
    emailConfirmedAt: new Date(),
  });
  const family = (await signInFamily(app, household.email, TEST_PASSWORD)).authorization;
  return { familyId, family, memberIds };
}
