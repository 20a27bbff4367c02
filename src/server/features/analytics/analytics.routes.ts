import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyticsOptionsSchema,
  AnalyticsQuerySchema,
  AssistantAnalyticsSchema,
  DocumentAnalyticsSchema,
  FormAnalyticsSchema,
  PipelineAnalyticsSchema,
  StuckFamiliesSchema,
  StuckQuerySchema,
  TrainingAnalyticsSchema,
} from '@shared/analytics/analytics.schema';
import * as analytics from './analytics.service';

const tags = ['analytics'];
const config = { auth: 'staff', permission: 'view_analytics' } as const;

/** Staff Analytics (view_analytics): one request per section of the page; routes listed in the README. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/analytics/options',
    { config, schema: { tags, response: { 200: AnalyticsOptionsSchema } } },
    async (req) => analytics.getAnalyticsOptions(app.ctx, req.caller),
  );
  app.get(
    '/staff/analytics/pipeline',
    { config, schema: { tags, querystring: StuckQuerySchema, response: { 200: PipelineAnalyticsSchema } } },
    async (req) => analytics.getPipelineAnalytics(app.ctx, req.caller, req.query, req.query.days),
  );
  app.get(
    '/staff/analytics/pipeline/stuck',
    {
      config: { ...config, alsoPermission: 'manage_families' },
      schema: { tags, querystring: StuckQuerySchema, response: { 200: StuckFamiliesSchema } },
    },
    async (req) => analytics.getStuckFamilies(app.ctx, req.caller, req.query, req.query.days),
  );
  app.get(
    '/staff/analytics/documents',
    {
      config,
      schema: { tags, querystring: AnalyticsQuerySchema, response: { 200: DocumentAnalyticsSchema } },
    },
    async (req) => analytics.getDocumentAnalytics(app.ctx, req.caller, req.query),
  );
  app.get(
    '/staff/analytics/training',
    {
      config,
      schema: { tags, querystring: AnalyticsQuerySchema, response: { 200: TrainingAnalyticsSchema } },
    },
    async (req) => analytics.getTrainingAnalytics(app.ctx, req.caller, req.query),
  );
  app.get(
    '/staff/analytics/forms',
    { config, schema: { tags, querystring: AnalyticsQuerySchema, response: { 200: FormAnalyticsSchema } } },
    async (req) => analytics.getFormAnalytics(app.ctx, req.caller, req.query),
  );
  app.get(
    '/staff/analytics/assistant',
    {
      config,
      schema: { tags, querystring: AnalyticsQuerySchema, response: { 200: AssistantAnalyticsSchema } },
    },
    async (req) => analytics.getAssistantAnalytics(app.ctx, req.caller, req.query),
  );
};
