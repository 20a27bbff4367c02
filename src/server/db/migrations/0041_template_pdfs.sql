ALTER TABLE "document_templates" ADD COLUMN "source_pdf_key" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "source_pdf_key" text;