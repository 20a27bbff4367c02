CREATE TABLE "document_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"signer_role" text NOT NULL,
	"household_member_id" uuid,
	"email" text,
	"link_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_signers_role_check" CHECK ("document_signers"."signer_role" in ('primary_applicant', 'co_applicant', 'member', 'caseworker', 'supervisor')),
	CONSTRAINT "document_signers_decline_check" CHECK (("document_signers"."declined_at" is null) = ("document_signers"."decline_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"pass_hash" text,
	"pass_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_links_tries_check" CHECK ("signing_links"."wrong_codes" >= 0 and "signing_links"."codes_sent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "document_templates" DROP CONSTRAINT "document_templates_signatures_check";--> statement-breakpoint
ALTER TABLE "document_signatures" DROP CONSTRAINT "document_signatures_role_check";--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "signing_order" text DEFAULT 'parallel' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "signed_via" text DEFAULT 'family_session' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "signer_email" text;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "signer_user_id" uuid;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "signing_order" text DEFAULT 'parallel' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_signer_id_document_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."document_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_signers_document_role_key" ON "document_signers" USING btree ("document_id","signer_role");--> statement-breakpoint
CREATE INDEX "document_signers_family_idx" ON "document_signers" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_links_token_key" ON "signing_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signing_links_signer_idx" ON "signing_links" USING btree ("signer_id");--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_signing_order_check" CHECK ("document_templates"."signing_order" in ('parallel', 'sequential'));--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_signatures_check" CHECK ("document_templates"."required_signatures" <@ array['primary_applicant', 'co_applicant', 'member', 'caseworker', 'supervisor']::text[]);--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_via_check" CHECK ("document_signatures"."signed_via" in ('family_session', 'link_code', 'staff_session'));--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_role_check" CHECK ("document_signatures"."signer_role" in ('primary_applicant', 'co_applicant', 'member', 'caseworker', 'supervisor'));--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_signing_order_check" CHECK ("form_submissions"."signing_order" in ('parallel', 'sequential'));--> statement-breakpoint
UPDATE "document_templates" SET "required_signatures" = '{member}', "version" = "version" + 1
  WHERE "template_name" = 'RFA 01B Resource Family Applicant Criminal Record Statement'
    AND "required_signatures" = '{primary_applicant}';--> statement-breakpoint
UPDATE "document_templates"
  SET "required_signatures" = '{primary_applicant,co_applicant,caseworker,supervisor}',
    "signing_order" = 'sequential', "version" = "version" + 1
  WHERE "template_name" = 'Agency Confidentiality Agreement'
    AND "required_signatures" = '{primary_applicant,co_applicant}';
