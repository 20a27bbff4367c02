CREATE TABLE "course_enrollment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decline_reason" text,
	CONSTRAINT "course_enrollment_requests_status_check" CHECK ("course_enrollment_requests"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "course_enrollment_requests_decided_check" CHECK (("course_enrollment_requests"."status" = 'pending') = ("course_enrollment_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"score" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_number_check" CHECK ("quiz_attempts"."attempt_number" >= 1),
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "course_imports" DROP CONSTRAINT "course_imports_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_imports" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_imports" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "quiz_pass_mark" integer;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "quiz_attempt_limit" integer;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "quiz_shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "generated_from" jsonb;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "video_storage_key" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "video_mime_type" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "video_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_enrollment_requests" ADD CONSTRAINT "course_enrollment_requests_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollment_requests" ADD CONSTRAINT "course_enrollment_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollment_requests" ADD CONSTRAINT "course_enrollment_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrollment_requests_pending_key" ON "course_enrollment_requests" USING btree ("family_id","course_id") WHERE "course_enrollment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "course_enrollment_requests_status_idx" ON "course_enrollment_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_enrollment_lesson_number_key" ON "quiz_attempts" USING btree ("enrollment_id","lesson_id","attempt_number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_lesson_idx" ON "quiz_attempts" USING btree ("lesson_id","attempt_number");--> statement-breakpoint
ALTER TABLE "course_imports" ADD CONSTRAINT "course_imports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_imports_created_idx" ON "course_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_live_idx" ON "courses" USING btree ("is_published","created_at" DESC NULLS LAST) WHERE "courses"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('document_rejected', 'document_expiring', 'document_expired', 'document_waived', 'requirement_added', 'course_assigned', 'course_request_declined'));--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_pass_mark_check" CHECK ("course_lessons"."quiz_pass_mark" is null or "course_lessons"."quiz_pass_mark" between 1 and 100);--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_attempt_limit_check" CHECK ("course_lessons"."quiz_attempt_limit" is null or "course_lessons"."quiz_attempt_limit" >= 1);--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_video_check" CHECK (("course_lessons"."video_storage_key" is null) = ("course_lessons"."video_mime_type" is null) and ("course_lessons"."video_mime_type" is null or "course_lessons"."video_mime_type" in ('video/mp4', 'video/webm')));