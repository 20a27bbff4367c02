CREATE TABLE "sealed_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"template_name" text NOT NULL,
	"verification_code" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sealed_sha256" text NOT NULL,
	"form_data_sha256" text NOT NULL,
	"unsealed_sha256" text NOT NULL,
	"chain_hash" text NOT NULL,
	"signers" jsonb NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sealed_documents_version_check" CHECK ("sealed_documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "template_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "form_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "required_signatures" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_document_version_key" ON "sealed_documents" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_code_key" ON "sealed_documents" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_sha_key" ON "sealed_documents" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_storage_key_key" ON "sealed_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_link_key" ON "audit_log" USING btree ("chain_id",coalesce("prev_hash", '')) WHERE "audit_log"."chain_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('document_rejected', 'document_expiring', 'document_expired', 'document_waived', 'requirement_added', 'signing_reminder', 'form_returned', 'course_assigned', 'course_request_declined'));--> statement-breakpoint
-- Documents started before versioning keep the fields and signers their template has now.
UPDATE "form_submissions" AS s SET "form_fields" = t."form_fields", "required_signatures" = t."required_signatures" FROM "document_templates" AS t WHERE t."id" = s."template_id";