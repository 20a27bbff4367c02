import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FamilyPreferencesSchema,
  UpdateFamilyPreferencesBodySchema,
} from '@shared/family-portal/family-preferences.schema';
import * as preferences from './family-preferences.service';

const tags = ['family'];

/** The signed-in family's own settings (family users only; the family always comes from the session). */
export const familyPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/family/preferences',
    {
      config: { auth: 'family', session: 'in-read' },
      schema: { tags, response: { 200: FamilyPreferencesSchema } },
    },
    async (req) => preferences.getFamilyPreferences(app.ctx, req.caller),
  );

  app.put(
    '/family/preferences',
    {
      config: { auth: 'family' },
      schema: { tags, body: UpdateFamilyPreferencesBodySchema, response: { 200: FamilyPreferencesSchema } },
    },
    async (req) => preferences.updateFamilyPreferences(app.ctx, req.caller, req.body),
  );
};
