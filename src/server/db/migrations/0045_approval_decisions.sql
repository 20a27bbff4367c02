CREATE TABLE "approval_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sections" jsonb NOT NULL,
	"recommendation" text,
	"capacity" jsonb,
	"review_comments" text,
	"caseworker_signature" jsonb,
	"supervisor_signature" jsonb,
	"created_by" uuid,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"sealed_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_reports_status_check" CHECK ("approval_reports"."status" in ('draft', 'submitted', 'returned', 'approved')),
	CONSTRAINT "approval_reports_recommendation_check" CHECK ("approval_reports"."recommendation" is null or "approval_reports"."recommendation" in ('approve', 'deny')),
	CONSTRAINT "approval_reports_version_check" CHECK ("approval_reports"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "decision_reasons" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"effective_date" date NOT NULL,
	"appeal_deadline" date,
	"report_id" uuid,
	"document_id" uuid,
	"decided_by" uuid,
	"decided_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_decisions_kind_check" CHECK ("family_decisions"."kind" in ('approve', 'deny', 'withdraw', 'hold', 'hold_lifted', 'rescind')),
	CONSTRAINT "family_decisions_from_check" CHECK ("family_decisions"."from_status" in ('active', 'on_hold', 'approved', 'withdrawn', 'denied', 'rescinded')),
	CONSTRAINT "family_decisions_to_check" CHECK ("family_decisions"."to_status" in ('active', 'on_hold', 'approved', 'withdrawn', 'denied', 'rescinded'))
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"verification_code" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sealed_sha256" text NOT NULL,
	"signers" jsonb NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_kind_check" CHECK ("issued_documents"."kind" in ('report', 'certificate', 'notice', 'packet'))
);
--> statement-breakpoint
ALTER TABLE "families" DROP CONSTRAINT "families_status_check";--> statement-breakpoint
ALTER TABLE "approval_reports" ADD CONSTRAINT "approval_reports_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_reports" ADD CONSTRAINT "approval_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_reports" ADD CONSTRAINT "approval_reports_sealed_document_id_issued_documents_id_fk" FOREIGN KEY ("sealed_document_id") REFERENCES "public"."issued_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_decisions" ADD CONSTRAINT "family_decisions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_decisions" ADD CONSTRAINT "family_decisions_report_id_approval_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."approval_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_decisions" ADD CONSTRAINT "family_decisions_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_decisions" ADD CONSTRAINT "family_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_reports_family_idx" ON "approval_reports" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_reports_open_key" ON "approval_reports" USING btree ("family_id") WHERE "approval_reports"."status" <> 'approved';--> statement-breakpoint
CREATE INDEX "approval_reports_review_idx" ON "approval_reports" USING btree ("submitted_at") WHERE "approval_reports"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "family_decisions_family_idx" ON "family_decisions" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "family_decisions_approved_idx" ON "family_decisions" USING btree ("effective_date") WHERE "family_decisions"."kind" = 'approve';--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_code_key" ON "issued_documents" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "issued_documents_sha_idx" ON "issued_documents" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE INDEX "issued_documents_family_idx" ON "issued_documents" USING btree ("family_id","created_at");--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_status_check" CHECK ("families"."status" in ('active', 'on_hold', 'approved', 'withdrawn', 'denied', 'rescinded'));--> statement-breakpoint
INSERT INTO "decision_reasons" ("key", "label", "seeded", "position") VALUES
  ('incomplete_application', 'Incomplete application', true, 1),
  ('background_check', 'Background check', true, 2),
  ('home_environment', 'Home environment', true, 3),
  ('assessment', 'Assessment', true, 4),
  ('family_request', 'Family''s request', true, 5),
  ('other', 'Other', true, 6);
--> statement-breakpoint
-- Issue 45: a family is approved by a decision, not by a step move. An approval decision enters the approval
-- "stay" (Analytics' time to approval reads its time), and a decision made on an approved family (a rescission,
-- a withdrawal) leaves it; other decisions are no moves. The rest of the definition is 0021's.
CREATE OR REPLACE FUNCTION family_step_stays_rebuild(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  SELECT 1 FROM "families" WHERE "id" = ANY (ids) ORDER BY "id" FOR NO KEY UPDATE;
  DELETE FROM "family_step_stays" WHERE "family_id" = ANY (ids);
  INSERT INTO "family_step_stays" ("family_id", "seq", "step", "approval", "entered_at", "left_at")
  WITH raw AS (
    SELECT a."family_id", a."at", a."id", (a."details"->>'from')::int AS from_step,
      (a."details"->>'to')::int AS to_step, coalesce(a."details"->>'status' = 'approved', false) AS approval
    FROM "audit_log" a
    WHERE a."action" = 'family.step_moved' AND a."family_id" = ANY (ids)
    UNION ALL
    SELECT a."family_id", a."at", a."id", (a."details"->>'step')::int, (a."details"->>'step')::int,
      a."details"->>'kind' = 'approve'
    FROM "audit_log" a
    WHERE a."action" = 'decision.made' AND a."family_id" = ANY (ids)
      AND (a."details"->>'kind' = 'approve' OR a."details"->>'fromStatus' = 'approved')
  ),
  moves AS (
    SELECT r."family_id", r."at", r.from_step, r.to_step, r.approval,
      row_number() OVER w AS seq, lead(r."at") OVER w AS next_at
    FROM raw r
    WHERE r."family_id" IN (SELECT "id" FROM "families" WHERE "id" = ANY (ids))
    WINDOW w AS (PARTITION BY r."family_id" ORDER BY r."at", r."id")
  )
  SELECT "family_id", seq, to_step, approval, "at", next_at FROM moves
  UNION ALL
  SELECT f."id", 0, coalesce(m.from_step, f."current_step"), false,
    f."start_date"::timestamp AT TIME ZONE 'America/Los_Angeles', m."at"
  FROM "families" f LEFT JOIN moves m ON m."family_id" = f."id" AND m.seq = 1
  WHERE f."id" = ANY (ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_step_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added WHERE "action" IN ('family.step_moved', 'decision.made')) THEN
    PERFORM family_step_stays_rebuild(array(
      SELECT DISTINCT "family_id" FROM added
      WHERE "action" IN ('family.step_moved', 'decision.made') AND "family_id" IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
