CREATE TABLE "document_intake_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"family_id" uuid,
	"filename" text NOT NULL,
	"mime_type" text,
	"size_bytes" integer NOT NULL,
	"status" text NOT NULL,
	"refused_reason" text,
	"storage_key" text,
	"document_id" uuid,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_intake_status_check" CHECK ("document_intake_attachments"."status" in ('waiting', 'refused', 'filed', 'discarded')),
	CONSTRAINT "document_intake_refused_check" CHECK ("document_intake_attachments"."status" <> 'refused' or "document_intake_attachments"."refused_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "document_intake_attachments" ADD CONSTRAINT "document_intake_attachments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_intake_attachments" ADD CONSTRAINT "document_intake_attachments_document_id_family_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."family_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_intake_attachments" ADD CONSTRAINT "document_intake_attachments_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_intake_status_received_idx" ON "document_intake_attachments" USING btree ("status","received_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_intake_storage_key_key" ON "document_intake_attachments" USING btree ("storage_key");