import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApproveReportBodySchema,
  DecideBodySchema,
  DecisionFileSchema,
  DecisionRulesSchema,
  DecisionSchema,
  FamilyApprovalSchema,
  FamilyIssuedParamsSchema,
  FamilyWithdrawBodySchema,
  IssuedDocumentSchema,
  IssuedDocumentParamsSchema,
  ReportSchema,
  ReturnReportBodySchema,
  ReviewQueueSchema,
  SaveReportBodySchema,
  SubmitReportBodySchema,
  UpdateDecisionRulesBodySchema,
} from '@shared/decisions/decisions.schema';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as decide from './decide.service';
import * as file from './decision-file.service';
import * as rules from './decision-rules.service';
import * as packet from './packet.service';
import * as report from './report.service';

const tags = ['decisions'];
const base = '/staff/families/:familyId';
/**
 * The caseworker's part is guarded by manage_families alone: lib/family-access admits a caseworker for the
 * families assigned to them. The supervisor's by approve_families; reading the file by either.
 */
const caseworker = { auth: 'staff', permission: 'manage_families' } as const;
const supervisor = { auth: 'staff', permission: 'approve_families' } as const;
const reader = { auth: 'staff', permission: ['manage_families', 'approve_families'] } as const;
const pdf = { 200: z.any().describe('The sealed PDF') };

/** The written report, its review and the family's decisions (issue 45, decision 045). */
export const decisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/decision-file`,
    { config: reader, schema: { tags, params: FamilyIdParamsSchema, response: { 200: DecisionFileSchema } } },
    async (req) => file.getDecisionFile(app.ctx, req.caller, req.params.familyId),
  );

  app.post(
    `${base}/report`,
    { config: caseworker, schema: { tags, params: FamilyIdParamsSchema, response: { 201: ReportSchema } } },
    async (req, res) =>
      res.code(201).send(await report.startReport(app.ctx, req.caller, req.params.familyId)),
  );

  app.put(
    `${base}/report`,
    {
      config: caseworker,
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: SaveReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (req) => report.saveReport(app.ctx, req.caller, req.params.familyId, req.body),
  );

  app.post(
    `${base}/report/submit`,
    {
      config: caseworker,
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: SubmitReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (req) => report.submitReport(app.ctx, req.caller, req.params.familyId, req.body),
  );

  app.post(
    `${base}/report/return`,
    {
      config: supervisor,
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: ReturnReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (req) => report.returnReport(app.ctx, req.caller, req.params.familyId, req.body),
  );

  app.post(
    `${base}/report/approve`,
    {
      config: supervisor,
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: ApproveReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (req) => report.approveReport(app.ctx, req.caller, req.params.familyId, req.body),
  );

  app.post(
    `${base}/decisions`,
    {
      config: supervisor,
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: DecideBodySchema,
        response: { 201: DecisionSchema },
      },
    },
    async (req, res) =>
      res.code(201).send(await decide.decide(app.ctx, req.caller, req.params.familyId, req.body)),
  );

  app.post(
    `${base}/packet`,
    {
      config: supervisor,
      schema: { tags, params: FamilyIdParamsSchema, response: { 201: IssuedDocumentSchema } },
    },
    async (req, res) =>
      res.code(201).send(await packet.issuePacket(app.ctx, req.caller, req.params.familyId)),
  );

  app.get(
    `${base}/issued/:documentId`,
    {
      config: reader,
      schema: { tags, params: IssuedDocumentParamsSchema, response: pdf },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await file.getIssuedFile(app.ctx, req.caller, req.params.familyId, req.params.documentId),
      ),
  );

  app.get(
    '/staff/reviews',
    { config: supervisor, schema: { tags, response: { 200: ReviewQueueSchema } } },
    async (req) => file.reviewQueue(app.ctx, req.caller),
  );

  const systemConfiguration = { auth: 'staff', permission: 'system_configuration' } as const;
  app.get(
    '/staff/system/decision-rules',
    { config: systemConfiguration, schema: { tags, response: { 200: DecisionRulesSchema } } },
    async (req) => rules.getDecisionRules(app.ctx, req.caller),
  );
  app.put(
    '/staff/system/decision-rules',
    {
      config: systemConfiguration,
      schema: { tags, body: UpdateDecisionRulesBodySchema, response: { 200: DecisionRulesSchema } },
    },
    async (req) => rules.updateDecisionRules(app.ctx, req.caller, req.body),
  );

  const family = { auth: 'family' } as const;
  app.get(
    '/family/approval',
    { config: family, schema: { tags, response: { 200: FamilyApprovalSchema } } },
    async (req) => file.getFamilyApproval(app.ctx, req.caller),
  );
  app.post(
    '/family/approval/withdraw',
    {
      config: family,
      schema: { tags, body: FamilyWithdrawBodySchema, response: { 200: FamilyApprovalSchema } },
    },
    async (req) => file.withdrawApplication(app.ctx, req.caller, req.body),
  );
  app.get(
    '/family/approval/documents/:documentId',
    {
      config: family,
      schema: { tags, params: FamilyIssuedParamsSchema, response: pdf },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(reply, await file.getFamilyIssuedFile(app.ctx, req.caller, req.params.documentId)),
  );
};
