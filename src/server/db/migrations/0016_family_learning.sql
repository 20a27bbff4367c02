CREATE TABLE "course_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" text NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"course_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_certificates_recipient_check" CHECK (length(trim("course_certificates"."recipient_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "family_training_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"source" text NOT NULL,
	"enrollment_id" uuid,
	"title" text NOT NULL,
	"hours" numeric(5, 1) NOT NULL,
	"completed_on" date NOT NULL,
	"file_storage_key" text,
	"file_mime_type" text,
	"file_size_bytes" integer,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_training_entries_source_check" CHECK ("family_training_entries"."source" in ('course', 'outside')),
	CONSTRAINT "family_training_entries_hours_check" CHECK ("family_training_entries"."hours" > 0),
	CONSTRAINT "family_training_entries_title_check" CHECK (length(trim("family_training_entries"."title")) > 0),
	CONSTRAINT "family_training_entries_file_check" CHECK (("family_training_entries"."file_storage_key" is null) = ("family_training_entries"."file_mime_type" is null))
);
--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_training_entries" ADD CONSTRAINT "family_training_entries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_training_entries" ADD CONSTRAINT "family_training_entries_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_training_entries" ADD CONSTRAINT "family_training_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_certificates_certificate_id_key" ON "course_certificates" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_certificates_enrollment_key" ON "course_certificates" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "course_certificates_family_idx" ON "course_certificates" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "family_training_entries_family_idx" ON "family_training_entries" USING btree ("family_id","completed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "family_training_entries_enrollment_key" ON "family_training_entries" USING btree ("enrollment_id");