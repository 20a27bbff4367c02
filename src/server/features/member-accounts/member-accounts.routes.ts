import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import {
  InviteMemberBodySchema,
  MemberAccountSchema,
  MemberAccountsSchema,
  MemberIdParamsSchema,
  MemberItemsSchema,
  StaffMemberParamsSchema,
} from '@shared/member-accounts/member-accounts.schema';
import * as accounts from './member-accounts.service';

const tags = ['member-accounts'];
const family = { auth: 'family' } as const;
/** manage_families alone: lib/family-access admits a caseworker to the families assigned to them. */
const staff = { auth: 'staff', permission: 'manage_families' } as const;
const noContent = { 204: z.null().describe('Removed') };

/**
 * An adult's own account (issue 44): the applicants invite from My Family's pages, staff from the family's page;
 * the adult's own account reads its items here and uses the signing and upload routes declared `memberAccount`.
 */
export const memberAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/family/member/items',
    {
      config: { auth: 'family', memberAccount: true },
      schema: {
        tags,
        description: "An adult's own account only: their own items (forms to sign, files to hand in).",
        response: { 200: MemberItemsSchema },
      },
    },
    async (req) => accounts.ownItems(app.ctx, req.caller),
  );

  app.get(
    '/family/household/accounts',
    { config: family, schema: { tags, response: { 200: MemberAccountsSchema } } },
    async (req) => accounts.familyMemberAccounts(app.ctx, req.caller),
  );

  app.post(
    '/family/household/members/:memberId/account',
    {
      config: family,
      schema: {
        tags,
        params: MemberIdParamsSchema,
        body: InviteMemberBodySchema,
        response: { 201: MemberAccountSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await accounts.familyInviteMember(app.ctx, req.caller, req.params.memberId, req.body)),
  );

  app.delete(
    '/family/household/members/:memberId/account',
    { config: family, schema: { tags, params: MemberIdParamsSchema, response: noContent } },
    async (req, reply) => {
      await accounts.familyRemoveMemberAccount(app.ctx, req.caller, req.params.memberId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/staff/families/:familyId/member-accounts',
    {
      config: staff,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: MemberAccountsSchema } },
    },
    async (req) => accounts.staffMemberAccounts(app.ctx, req.caller, req.params.familyId),
  );

  app.post(
    '/staff/families/:familyId/members/:memberId/account',
    {
      config: staff,
      schema: {
        tags,
        params: StaffMemberParamsSchema,
        body: InviteMemberBodySchema,
        response: { 201: MemberAccountSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await accounts.staffInviteMember(
            app.ctx,
            req.caller,
            req.params.familyId,
            req.params.memberId,
            req.body,
          ),
        ),
  );

  app.delete(
    '/staff/families/:familyId/members/:memberId/account',
    { config: staff, schema: { tags, params: StaffMemberParamsSchema, response: noContent } },
    async (req, reply) => {
      await accounts.staffRemoveMemberAccount(app.ctx, req.caller, req.params.familyId, req.params.memberId);
      return reply.code(204).send(null);
    },
  );
};
