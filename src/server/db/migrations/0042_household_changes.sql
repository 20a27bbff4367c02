CREATE TABLE "household_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "household_changes_kind_check" CHECK ("household_changes"."kind" in ('add_member', 'remove_member', 'new_address')),
	CONSTRAINT "household_changes_status_check" CHECK ("household_changes"."status" in ('proposed', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "household_changes_details_check" CHECK (jsonb_typeof("household_changes"."details") = 'object'),
	CONSTRAINT "household_changes_decided_check" CHECK (("household_changes"."status" = 'proposed') = ("household_changes"."decided_at" is null)),
	CONSTRAINT "household_changes_declined_note_check" CHECK ("household_changes"."status" <> 'declined' or "household_changes"."decision_note" is not null)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "home_address" text;--> statement-breakpoint
ALTER TABLE "household_changes" ADD CONSTRAINT "household_changes_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_changes" ADD CONSTRAINT "household_changes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_changes" ADD CONSTRAINT "household_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_changes_family_idx" ON "household_changes" USING btree ("family_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('document_rejected', 'document_expiring', 'document_expired', 'document_waived', 'requirement_added', 'signing_reminder', 'form_returned', 'course_assigned', 'course_request_declined', 'household_change_accepted', 'household_change_declined'));