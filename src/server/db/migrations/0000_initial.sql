CREATE TABLE "background_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"check_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" text,
	"submitted_date" date,
	"expected_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_checks_status_check" CHECK ("background_checks"."status" in ('processing', 'completed', 'pending')),
	CONSTRAINT "background_checks_result_check" CHECK ("background_checks"."result" is null or "background_checks"."result" in ('cleared', 'not_cleared', 'needs_review')),
	CONSTRAINT "background_checks_result_completed_check" CHECK ("background_checks"."result" is null or "background_checks"."status" = 'completed')
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"family_name" text,
	"primary_contact_name" text NOT NULL,
	"primary_contact_email" text,
	"applicant_type" text DEFAULT 'Specialized Foster Care' NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"timezone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"last_login" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"step_name" text DEFAULT 'Dream' NOT NULL,
	"total_steps" integer DEFAULT 8 NOT NULL,
	"start_date" date DEFAULT current_date NOT NULL,
	"estimated_completion" date,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_language_check" CHECK ("families"."preferred_language" in ('en', 'es', 'zh', 'vi', 'tl')),
	CONSTRAINT "families_status_check" CHECK ("families"."status" in ('active', 'on_hold', 'approved', 'withdrawn')),
	CONSTRAINT "families_current_step_check" CHECK ("families"."current_step" between 1 and "families"."total_steps"),
	CONSTRAINT "families_total_steps_check" CHECK ("families"."total_steps" = 8),
	CONSTRAINT "families_progress_check" CHECK ("families"."progress_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "family_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"appointment_type" text NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_appointments_status_check" CHECK ("family_appointments"."status" in ('scheduled', 'completed', 'cancelled', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "family_training" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"required_hours" numeric(5, 1) DEFAULT 40 NOT NULL,
	"completed_hours" numeric(5, 1) DEFAULT 0 NOT NULL,
	"current_module" text DEFAULT 'Getting Started' NOT NULL,
	"next_session_date" timestamp with time zone,
	"module_progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_training_hours_check" CHECK ("family_training"."required_hours" > 0 and "family_training"."completed_hours" >= 0),
	CONSTRAINT "family_training_module_progress_check" CHECK ("family_training"."module_progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"relationship" text,
	"age" integer,
	"avatar_url" text,
	"files_submitted" integer DEFAULT 0 NOT NULL,
	"files_required" integer DEFAULT 0 NOT NULL,
	"completion_rate" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_role_check" CHECK ("household_members"."role" in ('primary_applicant', 'co_applicant', 'adult', 'child')),
	CONSTRAINT "household_members_status_check" CHECK ("household_members"."status" in ('complete', 'nearly_complete', 'in_progress')),
	CONSTRAINT "household_members_age_check" CHECK ("household_members"."age" is null or "household_members"."age" between 0 and 120),
	CONSTRAINT "household_members_files_check" CHECK ("household_members"."files_submitted" >= 0 and "household_members"."files_required" >= 0),
	CONSTRAINT "household_members_completion_check" CHECK ("household_members"."completion_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" "inet",
	"user_agent" text,
	CONSTRAINT "auth_sessions_revoked_reason_check" CHECK ("auth_sessions"."revoked_reason" is null or "auth_sessions"."revoked_reason" in ('sign_out', 'refresh_token_reuse', 'password_reset', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('confirm_email', 'invite', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"email" text NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"granted" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('super_admin', 'admin', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"kind" text DEFAULT 'staff' NOT NULL,
	"family_id" uuid,
	"email_confirmed_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_kind_check" CHECK ("users"."kind" in ('staff', 'family')),
	CONSTRAINT "users_family_binding_check" CHECK (("users"."kind" = 'family' and "users"."family_id" is not null) or ("users"."kind" = 'staff' and "users"."family_id" is null)),
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"family_id" uuid,
	"ip" "inet",
	"user_agent" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "family_support_staff" (
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role_title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_support_staff_family_id_user_id_pk" PRIMARY KEY("family_id","user_id"),
	CONSTRAINT "family_support_staff_position_check" CHECK ("family_support_staff"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "family_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"due_date" date,
	"assigned_by" uuid,
	"type" text NOT NULL,
	"action_label" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_tasks_priority_check" CHECK ("family_tasks"."priority" in ('urgent', 'high', 'medium', 'low')),
	CONSTRAINT "family_tasks_type_check" CHECK ("family_tasks"."type" in ('upload', 'form', 'schedule', 'review'))
);
--> statement-breakpoint
CREATE TABLE "family_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"household_member_id" uuid,
	"step_id" integer DEFAULT 1 NOT NULL,
	"document_name" text NOT NULL,
	"document_type" text DEFAULT 'upload' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"file_url" text,
	"mime_type" text,
	"size_bytes" bigint,
	"due_date" date,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_documents_step_check" CHECK ("family_documents"."step_id" between 1 and 8),
	CONSTRAINT "family_documents_type_check" CHECK ("family_documents"."document_type" in ('upload', 'form', 'e-sign')),
	CONSTRAINT "family_documents_status_check" CHECK ("family_documents"."status" in ('pending', 'submitted', 'completed', 'approved', 'rejected')),
	CONSTRAINT "family_documents_processing_check" CHECK ("family_documents"."processing_status" in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "family_documents_size_check" CHECK ("family_documents"."size_bytes" is null or "family_documents"."size_bytes" >= 0),
	CONSTRAINT "family_documents_approved_at_check" CHECK ("family_documents"."status" <> 'approved' or "family_documents"."approved_at" is not null),
	CONSTRAINT "family_documents_rejected_at_check" CHECK ("family_documents"."status" <> 'rejected' or "family_documents"."rejected_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"family_id" uuid,
	"message_type" text NOT NULL,
	"content" text NOT NULL,
	"context_snapshot" jsonb,
	"quick_actions" jsonb,
	"ai_model_used" text,
	"ai_confidence_score" real,
	"intent_detected" text,
	"entities_extracted" jsonb,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_type_check" CHECK ("conversation_messages"."message_type" in ('user', 'assistant')),
	CONSTRAINT "conversation_messages_confidence_check" CHECK ("conversation_messages"."ai_confidence_score" is null or "conversation_messages"."ai_confidence_score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "conversation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text DEFAULT 'family' NOT NULL,
	"family_id" uuid,
	"user_id" uuid,
	"language_code" text DEFAULT 'en' NOT NULL,
	"initial_context" jsonb,
	"channel" text DEFAULT 'ai_chatbot' NOT NULL,
	"session_start" timestamp with time zone DEFAULT now() NOT NULL,
	"session_end" timestamp with time zone,
	"total_messages" integer DEFAULT 0 NOT NULL,
	"final_context" jsonb,
	"satisfaction_score" smallint,
	"escalated" boolean DEFAULT false NOT NULL,
	"escalation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_sessions_audience_check" CHECK ("conversation_sessions"."audience" in ('family', 'staff')),
	CONSTRAINT "conversation_sessions_family_check" CHECK ("conversation_sessions"."audience" <> 'family' or "conversation_sessions"."family_id" is not null),
	CONSTRAINT "conversation_sessions_language_check" CHECK ("conversation_sessions"."language_code" in ('en', 'es', 'zh', 'vi', 'tl')),
	CONSTRAINT "conversation_sessions_channel_check" CHECK ("conversation_sessions"."channel" in ('ai_chatbot')),
	CONSTRAINT "conversation_sessions_total_messages_check" CHECK ("conversation_sessions"."total_messages" >= 0),
	CONSTRAINT "conversation_sessions_satisfaction_check" CHECK ("conversation_sessions"."satisfaction_score" is null or "conversation_sessions"."satisfaction_score" between 1 and 5),
	CONSTRAINT "conversation_sessions_end_check" CHECK ("conversation_sessions"."session_end" is null or "conversation_sessions"."session_end" >= "conversation_sessions"."session_start")
);
--> statement-breakpoint
CREATE TABLE "agency_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_priority_check" CHECK ("announcements"."priority" in ('urgent', 'high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"component_name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"grid_size" text DEFAULT 'third' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"position_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_configurations_grid_size_check" CHECK ("dashboard_configurations"."grid_size" in ('full', 'two-thirds', 'half', 'third')),
	CONSTRAINT "dashboard_configurations_category_check" CHECK ("dashboard_configurations"."category" in ('header', 'support', 'other')),
	CONSTRAINT "dashboard_configurations_position_check" CHECK ("dashboard_configurations"."position_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"assigned_by" uuid,
	"due_date" date,
	"is_required" boolean DEFAULT true NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"current_lesson_id" uuid,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrollments_status_check" CHECK ("course_enrollments"."status" in ('enrolled', 'in_progress', 'completed')),
	CONSTRAINT "course_enrollments_progress_check" CHECK ("course_enrollments"."progress_percentage" between 0 and 100),
	CONSTRAINT "course_enrollments_completed_check" CHECK ("course_enrollments"."status" <> 'completed' or "course_enrollments"."completed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "course_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"import_type" text NOT NULL,
	"file_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"import_status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_imports_status_check" CHECK ("course_imports"."import_status" in ('pending', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"lesson_type" text DEFAULT 'text' NOT NULL,
	"quiz_questions" jsonb,
	"duration_minutes" integer DEFAULT 10 NOT NULL,
	"order_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_title_check" CHECK (length(trim("course_lessons"."title")) > 0),
	CONSTRAINT "course_lessons_type_check" CHECK ("course_lessons"."lesson_type" in ('text', 'interactive', 'quiz', 'video')),
	CONSTRAINT "course_lessons_duration_check" CHECK ("course_lessons"."duration_minutes" between 1 and 60),
	CONSTRAINT "course_lessons_order_check" CHECK ("course_lessons"."order_index" >= 1)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"learning_objectives" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience" text,
	"difficulty_level" text DEFAULT 'beginner' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"content_type" text DEFAULT 'mixed' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_title_check" CHECK (length(trim("courses"."title")) > 0),
	CONSTRAINT "courses_audience_check" CHECK ("courses"."audience" is null or "courses"."audience" in ('prospective_parents', 'new_parents', 'experienced_parents', 'kinship_caregivers', 'all_caregivers')),
	CONSTRAINT "courses_difficulty_check" CHECK ("courses"."difficulty_level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "courses_content_type_check" CHECK ("courses"."content_type" in ('text', 'interactive', 'mixed')),
	CONSTRAINT "courses_duration_check" CHECK ("courses"."duration_minutes" between 0 and 480)
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"completed_at" timestamp with time zone,
	"time_spent_minutes" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_status_check" CHECK ("lesson_progress"."status" in ('in_progress', 'completed')),
	CONSTRAINT "lesson_progress_time_check" CHECK ("lesson_progress"."time_spent_minutes" >= 0),
	CONSTRAINT "lesson_progress_score_check" CHECK ("lesson_progress"."score" is null or "lesson_progress"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"signer_role" text NOT NULL,
	"signature_data" text NOT NULL,
	"signature_status" text DEFAULT 'completed' NOT NULL,
	"ip_address" "inet",
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_signatures_role_check" CHECK ("document_signatures"."signer_role" in ('primary_applicant', 'co_applicant')),
	CONSTRAINT "document_signatures_status_check" CHECK ("document_signatures"."signature_status" in ('pending', 'completed')),
	CONSTRAINT "document_signatures_data_check" CHECK ("document_signatures"."signature_data" like 'data:image/png_base64,%')
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"form_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_signatures" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_templates_type_check" CHECK ("document_templates"."template_type" in ('state_form', 'agency_document')),
	CONSTRAINT "document_templates_signatures_check" CHECK ("document_templates"."required_signatures" <@ array['primary_applicant', 'co_applicant']::text[]),
	CONSTRAINT "document_templates_form_fields_check" CHECK (jsonb_typeof("document_templates"."form_fields") = 'array')
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submission_status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_status_check" CHECK ("form_submissions"."submission_status" in ('draft', 'submitted')),
	CONSTRAINT "form_submissions_submitted_at_check" CHECK ("form_submissions"."submission_status" <> 'submitted' or "form_submissions"."submitted_at" is not null),
	CONSTRAINT "form_submissions_form_data_check" CHECK (jsonb_typeof("form_submissions"."form_data") = 'object')
);
--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_appointments" ADD CONSTRAINT "family_appointments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_training" ADD CONSTRAINT "family_training_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_permission_permissions_id_fk" FOREIGN KEY ("permission") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_support_staff" ADD CONSTRAINT "family_support_staff_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_support_staff" ADD CONSTRAINT "family_support_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_tasks" ADD CONSTRAINT "family_tasks_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_tasks" ADD CONSTRAINT "family_tasks_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_documents" ADD CONSTRAINT "family_documents_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_session_id_conversation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."conversation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD CONSTRAINT "conversation_sessions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD CONSTRAINT "conversation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_current_lesson_id_course_lessons_id_fk" FOREIGN KEY ("current_lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_imports" ADD CONSTRAINT "course_imports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_imports" ADD CONSTRAINT "course_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_checks_family_idx" ON "background_checks" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "background_checks_status_idx" ON "background_checks" USING btree ("status","expected_date");--> statement-breakpoint
CREATE UNIQUE INDEX "families_case_number_key" ON "families" USING btree ("case_number");--> statement-breakpoint
CREATE INDEX "families_name_idx" ON "families" USING btree ("primary_contact_name");--> statement-breakpoint
CREATE INDEX "families_step_idx" ON "families" USING btree ("current_step","start_date");--> statement-breakpoint
CREATE INDEX "families_status_idx" ON "families" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "families_created_at_idx" ON "families" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_appointments_family_idx" ON "family_appointments" USING btree ("family_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "family_appointments_date_idx" ON "family_appointments" USING btree ("scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "family_training_family_key" ON "family_training" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "family_training_next_session_idx" ON "family_training" USING btree ("next_session_date");--> statement-breakpoint
CREATE INDEX "household_members_family_idx" ON "household_members" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_token_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_family_id_idx" ON "users" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_family_idx" ON "audit_log" USING btree ("family_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_support_staff_user_idx" ON "family_support_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "family_support_staff_family_idx" ON "family_support_staff" USING btree ("family_id","position");--> statement-breakpoint
CREATE INDEX "family_tasks_family_idx" ON "family_tasks" USING btree ("family_id","due_date");--> statement-breakpoint
CREATE INDEX "family_documents_family_step_idx" ON "family_documents" USING btree ("family_id","step_id");--> statement-breakpoint
CREATE INDEX "family_documents_family_created_idx" ON "family_documents" USING btree ("family_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_documents_family_type_idx" ON "family_documents" USING btree ("family_id","document_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_documents_status_idx" ON "family_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "family_documents_processing_idx" ON "family_documents" USING btree ("processing_status");--> statement-breakpoint
CREATE INDEX "family_documents_member_idx" ON "family_documents" USING btree ("household_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_documents_storage_key_key" ON "family_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "conversation_messages_family_idx" ON "conversation_messages" USING btree ("family_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_messages_session_idx" ON "conversation_messages" USING btree ("session_id","timestamp");--> statement-breakpoint
CREATE INDEX "conversation_sessions_family_idx" ON "conversation_sessions" USING btree ("family_id","session_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_sessions_user_idx" ON "conversation_sessions" USING btree ("user_id","session_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_sessions_start_idx" ON "conversation_sessions" USING btree ("session_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_configurations_component_key" ON "dashboard_configurations" USING btree ("component_name");--> statement-breakpoint
CREATE INDEX "dashboard_configurations_enabled_idx" ON "dashboard_configurations" USING btree ("is_enabled","position_order");--> statement-breakpoint
CREATE UNIQUE INDEX "course_assignments_family_course_key" ON "course_assignments" USING btree ("family_id","course_id");--> statement-breakpoint
CREATE INDEX "course_assignments_family_idx" ON "course_assignments" USING btree ("family_id","assigned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_assignments_course_idx" ON "course_assignments" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrollments_family_course_key" ON "course_enrollments" USING btree ("family_id","course_id");--> statement-breakpoint
CREATE INDEX "course_enrollments_family_idx" ON "course_enrollments" USING btree ("family_id","enrolled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_enrollments_course_idx" ON "course_enrollments" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "course_enrollments_completed_idx" ON "course_enrollments" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "course_imports_course_idx" ON "course_imports" USING btree ("course_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_lessons_course_idx" ON "course_lessons" USING btree ("course_id","order_index");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_published_idx" ON "courses" USING btree ("is_published","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_progress_enrollment_lesson_key" ON "lesson_progress" USING btree ("enrollment_id","lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_lesson_idx" ON "lesson_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_document_role_key" ON "document_signatures" USING btree ("document_id","signer_role");--> statement-breakpoint
CREATE INDEX "document_signatures_document_idx" ON "document_signatures" USING btree ("document_id","signed_at");--> statement-breakpoint
CREATE INDEX "document_signatures_family_idx" ON "document_signatures" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_name_key" ON "document_templates" USING btree ("template_name");--> statement-breakpoint
CREATE INDEX "document_templates_active_idx" ON "document_templates" USING btree ("is_active","template_name");--> statement-breakpoint
CREATE INDEX "document_templates_type_idx" ON "document_templates" USING btree ("template_type","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_document_key" ON "form_submissions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "form_submissions_family_idx" ON "form_submissions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "form_submissions_template_idx" ON "form_submissions" USING btree ("template_id");