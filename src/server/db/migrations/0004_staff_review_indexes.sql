DROP INDEX "family_documents_submitted_idx";--> statement-breakpoint
DROP INDEX "family_documents_status_submitted_idx";--> statement-breakpoint
DROP INDEX "family_documents_mismatch_idx";--> statement-breakpoint
CREATE INDEX "family_documents_review_idx" ON "family_documents" USING btree ("submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."document_type" = 'upload';--> statement-breakpoint
CREATE INDEX "family_documents_review_status_idx" ON "family_documents" USING btree ("status","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."document_type" = 'upload';--> statement-breakpoint
CREATE INDEX "family_documents_review_processing_idx" ON "family_documents" USING btree ("processing_status","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."document_type" = 'upload';--> statement-breakpoint
CREATE INDEX "family_documents_review_step_idx" ON "family_documents" USING btree ("step_id","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."document_type" = 'upload';--> statement-breakpoint
CREATE INDEX "family_documents_review_mismatch_idx" ON "family_documents" USING btree ("mismatch","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."document_type" = 'upload';--> statement-breakpoint
CREATE INDEX "family_documents_review_family_idx" ON "family_documents" USING btree ("family_id","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."document_type" = 'upload';