import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION_KEYS } from '@shared/auth/permissions';
import {
  AskStaffAssistantBodySchema,
  StaffAssistantExchangeSchema,
  StaffAssistantSessionSchema,
} from '@shared/staff-assistant/staff-assistant.schema';
import { askStaffAssistant, getStaffAssistantSession } from './staff-assistant.service';

const tags = ['staff-assistant'];
/** Every approved staff member (each holds at least one permission); each answer checks its own permission. */
const ANY_STAFF = { auth: 'staff', permission: PERMISSION_KEYS } as const;

/** The staff assistant panel: ask a question, read the open session. */
export const staffAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/assistant/messages',
    {
      config: ANY_STAFF,
      schema: { tags, body: AskStaffAssistantBodySchema, response: { 200: StaffAssistantExchangeSchema } },
    },
    async (req) => askStaffAssistant(app.ctx, req.caller, req.body, req.log),
  );

  app.get(
    '/staff/assistant/session',
    { config: ANY_STAFF, schema: { tags, response: { 200: StaffAssistantSessionSchema } } },
    async (req) => getStaffAssistantSession(app.ctx, req.caller),
  );
};
