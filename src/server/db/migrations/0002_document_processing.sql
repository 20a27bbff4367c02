CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "ocr_text" text;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "classification" text;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "classification_confidence" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "expected_classification" text;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "mismatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_queued_run_at_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_locked_at_idx" ON "jobs" USING btree ("locked_at") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "family_documents_thumbnail_key_key" ON "family_documents" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "family_documents_submitted_idx" ON "family_documents" USING btree ("submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "family_documents_status_submitted_idx" ON "family_documents" USING btree ("status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_documents_mismatch_idx" ON "family_documents" USING btree ("submitted_at" DESC NULLS LAST) WHERE "family_documents"."mismatch";--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_classification_check" CHECK ("family_documents"."classification" is null or "family_documents"."classification" in ('photo_id', 'birth_certificate', 'proof_of_income', 'insurance', 'medical', 'training_certificate', 'other'));--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_expected_classification_check" CHECK ("family_documents"."expected_classification" is null or "family_documents"."expected_classification" in ('photo_id', 'birth_certificate', 'proof_of_income', 'insurance', 'medical', 'training_certificate', 'other'));--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_confidence_check" CHECK ("family_documents"."classification_confidence" is null or "family_documents"."classification_confidence" between 0 and 1);--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_page_count_check" CHECK ("family_documents"."page_count" is null or "family_documents"."page_count" >= 0);