import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChatSettingsSchema } from '@shared/conversations/conversations.schema';
import {
  AgencySettingsSchema,
  AnnouncementBodySchema,
  AnnouncementIdParamsSchema,
  DashboardTileListSchema,
  StaffAnnouncementListSchema,
  StaffAnnouncementSchema,
  UpdateDashboardTilesBodySchema,
} from '@shared/system-config/system-config.schema';
import { ProgramTypesSchema } from '@shared/system-config/program-types';
import * as programTypes from './program-types.service';
import * as config from './system-config.service';

const tags = ['system-config'];

/** System Configuration (system_configuration): dashboard tiles, intake e-mail, program types, announcements. */
export const systemConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/system/dashboard-tiles',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, response: { 200: DashboardTileListSchema } },
    },
    async (req) => config.listDashboardTiles(app.ctx, req.caller),
  );

  app.put(
    '/staff/system/dashboard-tiles',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, body: UpdateDashboardTilesBodySchema, response: { 200: DashboardTileListSchema } },
    },
    async (req) => config.updateDashboardTiles(app.ctx, req.caller, req.body),
  );

  app.get(
    '/staff/system/settings',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, response: { 200: AgencySettingsSchema } },
    },
    async (req) => config.getAgencySettings(app.ctx, req.caller),
  );

  app.put(
    '/staff/system/settings',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, body: AgencySettingsSchema, response: { 200: AgencySettingsSchema } },
    },
    async (req) => config.updateAgencySettings(app.ctx, req.caller, req.body),
  );

  app.get(
    '/staff/system/program-types',
    {
      config: {
        auth: 'staff',
        permission: ['system_configuration', 'manage_families', 'manage_assigned_families', 'view_analytics'],
      },
      schema: { tags, response: { 200: ProgramTypesSchema } },
    },
    async (req) => programTypes.getProgramTypes(app.ctx, req.caller),
  );

  app.put(
    '/staff/system/program-types',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, body: ProgramTypesSchema, response: { 200: ProgramTypesSchema } },
    },
    async (req) => programTypes.updateProgramTypes(app.ctx, req.caller, req.body),
  );

  app.get(
    '/staff/system/chat-settings',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, response: { 200: ChatSettingsSchema } },
    },
    async (req) => config.getChatSettings(app.ctx, req.caller),
  );

  app.put(
    '/staff/system/chat-settings',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, body: ChatSettingsSchema, response: { 200: ChatSettingsSchema } },
    },
    async (req) => config.updateChatSettings(app.ctx, req.caller, req.body),
  );

  app.get(
    '/staff/system/announcements',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, response: { 200: StaffAnnouncementListSchema } },
    },
    async (req) => config.listAnnouncements(app.ctx, req.caller),
  );

  app.post(
    '/staff/system/announcements',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, body: AnnouncementBodySchema, response: { 201: StaffAnnouncementSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await config.createAnnouncement(app.ctx, req.caller, req.body)),
  );

  app.put(
    '/staff/system/announcements/:id',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: {
        tags,
        params: AnnouncementIdParamsSchema,
        body: AnnouncementBodySchema,
        response: { 200: StaffAnnouncementSchema },
      },
    },
    async (req) => config.updateAnnouncement(app.ctx, req.caller, req.params.id, req.body),
  );

  app.delete(
    '/staff/system/announcements/:id',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, params: AnnouncementIdParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await config.deleteAnnouncement(app.ctx, req.caller, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
