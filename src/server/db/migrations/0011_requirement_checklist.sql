CREATE TABLE "document_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"kind" text DEFAULT 'upload' NOT NULL,
	"audience" text DEFAULT 'household' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"validity_months" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_requirements_step_check" CHECK ("document_requirements"."step_id" between 1 and 8),
	CONSTRAINT "document_requirements_kind_check" CHECK ("document_requirements"."kind" in ('upload', 'form', 'e-sign')),
	CONSTRAINT "document_requirements_audience_check" CHECK ("document_requirements"."audience" in ('household', 'each_applicant', 'each_adult', 'each_child')),
	CONSTRAINT "document_requirements_validity_check" CHECK ("document_requirements"."validity_months" is null or "document_requirements"."validity_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "family_document_pages" (
	"document_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_document_pages_document_id_page_number_pk" PRIMARY KEY("document_id","page_number"),
	CONSTRAINT "family_document_pages_number_check" CHECK ("family_document_pages"."page_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "family_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"page_count" integer,
	"submitted_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"expired_on" date,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_document_versions_version_check" CHECK ("family_document_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"document_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('document_rejected', 'document_expiring', 'document_expired', 'document_waived', 'requirement_added')),
	CONSTRAINT "notifications_recipient_check" CHECK (("notifications"."family_id" is null) <> ("notifications"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "family_documents" DROP CONSTRAINT "family_documents_status_check";--> statement-breakpoint
ALTER TABLE "document_counters" ADD COLUMN "handed_in" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "former_member_name" text;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "requirement_id" uuid;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "source" text DEFAULT 'family' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "waived_by" uuid;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "waived_reason" text;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "validity_months" integer;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "family_documents" ADD COLUMN "expiry_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "family_document_pages" ADD CONSTRAINT "family_document_pages_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_document_versions" ADD CONSTRAINT "family_document_versions_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_document_versions" ADD CONSTRAINT "family_document_versions_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_requirements_step_idx" ON "document_requirements" USING btree ("step_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "family_document_pages_image_key_key" ON "family_document_pages" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "family_document_pages_document_idx" ON "family_document_pages" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_document_versions_document_key" ON "family_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "family_document_versions_storage_key_key" ON "family_document_versions" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "notifications_family_idx" ON "notifications" USING btree ("family_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_family_unread_idx" ON "notifications" USING btree ("family_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_document_idx" ON "notifications" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_requirement_id_document_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."document_requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_documents_requirement_key" ON "family_documents" USING btree ("family_id","requirement_id",coalesce("household_member_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "family_documents"."requirement_id" is not null;--> statement-breakpoint
CREATE INDEX "family_documents_expiry_idx" ON "family_documents" USING btree ("expires_on") WHERE "family_documents"."expires_on" is not null and "family_documents"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_source_check" CHECK ("family_documents"."source" in ('checklist', 'one_off', 'family'));--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_waived_check" CHECK ("family_documents"."status" <> 'waived' or ("family_documents"."waived_at" is not null and "family_documents"."waived_reason" is not null));--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_validity_check" CHECK ("family_documents"."validity_months" is null or "family_documents"."validity_months" >= 1);--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_status_check" CHECK ("family_documents"."status" in ('pending', 'submitted', 'completed', 'approved', 'rejected', 'waived', 'expired'));--> statement-breakpoint
-- handed_in: files families handed in (submitted_at set), what the staff Documents page lists and its card counts.
UPDATE "document_counters" c
SET "handed_in" = s.handed_in
FROM (
  SELECT abs(hashtext("family_id"::text)) % 16 AS shard,
         count(*) FILTER (WHERE "submitted_at" IS NOT NULL) AS handed_in
  FROM "family_documents"
  GROUP BY 1
) s
WHERE c."shard" = s.shard;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION family_documents_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "document_counters" SET
      "total" = "total" - 1,
      "submitted" = "submitted" - (OLD."status" = 'submitted')::int,
      "failed" = "failed" - (OLD."processing_status" = 'failed')::int,
      "handed_in" = "handed_in" - (OLD."submitted_at" IS NOT NULL)::int
    WHERE "shard" = abs(hashtext(OLD."family_id"::text)) % 16;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "document_counters" SET
      "total" = "total" + 1,
      "submitted" = "submitted" + (NEW."status" = 'submitted')::int,
      "failed" = "failed" + (NEW."processing_status" = 'failed')::int,
      "handed_in" = "handed_in" + (NEW."submitted_at" IS NOT NULL)::int
    WHERE "shard" = abs(hashtext(NEW."family_id"::text)) % 16;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER family_documents_count ON "family_documents";
--> statement-breakpoint
CREATE TRIGGER family_documents_count
  AFTER INSERT OR DELETE OR UPDATE OF "status", "processing_status", "family_id", "submitted_at" ON "family_documents"
  FOR EACH ROW EXECUTE FUNCTION family_documents_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION family_documents_count_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_counters" SET "total" = 0, "submitted" = 0, "failed" = 0, "handed_in" = 0;
  RETURN NULL;
END;
$$;
