CREATE TABLE "background_check_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_id" uuid NOT NULL,
	"offence_category" text NOT NULL,
	"documents_considered" text NOT NULL,
	"request_note" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "background_check_exemptions_decision_check" CHECK ("background_check_exemptions"."decision" is null or "background_check_exemptions"."decision" in ('granted', 'denied')),
	CONSTRAINT "background_check_exemptions_decided_check" CHECK (("background_check_exemptions"."decision" is null) = ("background_check_exemptions"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "background_check_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"applies_to" text DEFAULT 'every_adult' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_check_types_applies_check" CHECK ("background_check_types"."applies_to" in ('every_adult', 'lived_out_of_state', 'drives_children'))
);
--> statement-breakpoint
ALTER TABLE "background_checks" DROP CONSTRAINT "background_checks_result_check";--> statement-breakpoint
ALTER TABLE "background_checks" DROP CONSTRAINT "background_checks_result_completed_check";--> statement-breakpoint
ALTER TABLE "background_checks" DROP CONSTRAINT "background_checks_status_check";--> statement-breakpoint
DROP INDEX "background_checks_status_idx";--> statement-breakpoint
ALTER TABLE "background_checks" ALTER COLUMN "status" SET DEFAULT 'not_started';--> statement-breakpoint
ALTER TABLE "background_checks" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "background_checks" ADD COLUMN "result_date" date;--> statement-breakpoint
ALTER TABLE "background_checks" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "background_checks" ADD COLUMN "receipt_document_id" uuid;--> statement-breakpoint
ALTER TABLE "background_checks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "background_checks" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "lived_out_of_state" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "drives_children" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The agency's check types, seeded (System Configuration changes them).
INSERT INTO "background_check_types" ("key", "name", "applies_to", "position") VALUES
  ('doj', 'California DOJ Fingerprint (Live Scan)', 'every_adult', 0),
  ('fbi', 'FBI Fingerprint', 'every_adult', 1),
  ('caci', 'Child Abuse Central Index (CACI)', 'every_adult', 2),
  ('out_of_state', 'Out-of-State Child Abuse Registry', 'lived_out_of_state', 3),
  ('dmv', 'DMV Driving Record', 'drives_children', 4);--> statement-breakpoint
-- A family's checks were the household's: each adult now has its own copy of them; "pending" is no row.
INSERT INTO "background_checks" ("family_id", "member_id", "check_type", "status", "submitted_date", "expected_date", "result_date", "created_at")
SELECT DISTINCT ON (m."id", k."key") c."family_id", m."id", k."key",
  CASE WHEN c."status" = 'processing' THEN 'in_process'
       WHEN c."result" = 'cleared' THEN 'cleared'
       ELSE 'needs_exemption' END,
  c."submitted_date", c."expected_date", CASE WHEN c."status" = 'completed' THEN c."expected_date" END, c."created_at"
FROM "background_checks" c
JOIN (VALUES ('California DOJ Fingerprint (Live Scan)', 'doj'), ('FBI Fingerprint', 'fbi'),
  ('Child Abuse Central Index (CACI)', 'caci')) AS k("name", "key") ON k."name" = c."check_type"
JOIN "household_members" m ON m."family_id" = c."family_id"
  AND CASE WHEN m."age" IS NOT NULL THEN m."age" >= 18 ELSE m."role" <> 'child' END
WHERE c."member_id" IS NULL AND c."status" <> 'pending'
ORDER BY m."id", k."key", c."created_at" DESC;--> statement-breakpoint
DELETE FROM "background_checks" WHERE "member_id" IS NULL;--> statement-breakpoint
ALTER TABLE "background_checks" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "background_check_exemptions" ADD CONSTRAINT "background_check_exemptions_check_id_background_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."background_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_check_exemptions" ADD CONSTRAINT "background_check_exemptions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_check_exemptions" ADD CONSTRAINT "background_check_exemptions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_check_exemptions_check_idx" ON "background_check_exemptions" USING btree ("check_id","requested_at");--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_check_type_background_check_types_key_fk" FOREIGN KEY ("check_type") REFERENCES "public"."background_check_types"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_receipt_document_id_family_documents_id_fk" FOREIGN KEY ("receipt_document_id") REFERENCES "public"."family_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "background_checks_member_type_key" ON "background_checks" USING btree ("member_id","check_type");--> statement-breakpoint
CREATE INDEX "background_checks_status_idx" ON "background_checks" USING btree ("status","submitted_date");--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_status_check" CHECK ("background_checks"."status" in ('not_started', 'submitted', 'in_process', 'cleared', 'needs_exemption', 'exemption_granted', 'denied'));