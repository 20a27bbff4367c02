CREATE TABLE "family_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"reference_name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"language" text NOT NULL,
	"requested_by_kind" text NOT NULL,
	"requested_by" uuid,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"template_version" integer NOT NULL,
	"form_fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"completed_at" timestamp with time zone,
	"answers" jsonb,
	"signature_data" text,
	"ip_address" "inet",
	"user_agent" text,
	"consent" boolean,
	"storage_key" text,
	"size_bytes" bigint,
	"sealed_sha256" text,
	"verification_code" text,
	CONSTRAINT "family_references_requester_check" CHECK ("family_references"."requested_by_kind" in ('family', 'staff')),
	CONSTRAINT "family_references_settled_check" CHECK ("family_references"."completed_at" is null or "family_references"."cancelled_at" is null),
	CONSTRAINT "family_references_completed_check" CHECK (("family_references"."completed_at" is null) = ("family_references"."answers" is null)
        and ("family_references"."completed_at" is null) = ("family_references"."signature_data" is null)
        and ("family_references"."completed_at" is null) = ("family_references"."storage_key" is null)
        and ("family_references"."completed_at" is null) = ("family_references"."sealed_sha256" is null)
        and ("family_references"."completed_at" is null) = ("family_references"."verification_code" is null))
);
--> statement-breakpoint
CREATE TABLE "reference_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_templates" DROP CONSTRAINT "document_templates_type_check";--> statement-breakpoint
ALTER TABLE "family_references" ADD CONSTRAINT "family_references_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_references" ADD CONSTRAINT "family_references_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_references" ADD CONSTRAINT "family_references_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_references" ADD CONSTRAINT "family_references_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_links" ADD CONSTRAINT "reference_links_reference_id_family_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."family_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_references_family_idx" ON "family_references" USING btree ("family_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_references_open_idx" ON "family_references" USING btree ("created_at") WHERE "family_references"."completed_at" is null and "family_references"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "family_references_code_key" ON "family_references" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "family_references_sha_key" ON "family_references" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_links_token_key" ON "reference_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reference_links_reference_idx" ON "reference_links" USING btree ("reference_id");--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_type_check" CHECK ("document_templates"."template_type" in ('state_form', 'agency_document', 'reference_form'));