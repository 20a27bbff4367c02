CREATE TABLE "family_interview_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"interview_date" date NOT NULL,
	"present" jsonb NOT NULL,
	"present_others" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"saved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"member_id" uuid,
	"member_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"finalised_at" timestamp with time zone,
	"finalised_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_interviews_status_check" CHECK ("family_interviews"."status" in ('draft', 'final')),
	CONSTRAINT "family_interviews_version_check" CHECK ("family_interviews"."version" >= 1),
	CONSTRAINT "family_interviews_final_check" CHECK (("family_interviews"."status" = 'final') = ("family_interviews"."finalised_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "family_interview_versions" ADD CONSTRAINT "family_interview_versions_interview_id_family_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."family_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_interview_versions" ADD CONSTRAINT "family_interview_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_interviews" ADD CONSTRAINT "family_interviews_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_interviews" ADD CONSTRAINT "family_interviews_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_interviews" ADD CONSTRAINT "family_interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_interviews" ADD CONSTRAINT "family_interviews_finalised_by_users_id_fk" FOREIGN KEY ("finalised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_interview_versions_key" ON "family_interview_versions" USING btree ("interview_id","version");--> statement-breakpoint
CREATE INDEX "family_interviews_family_idx" ON "family_interviews" USING btree ("family_id","created_at");