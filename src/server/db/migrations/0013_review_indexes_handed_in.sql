DROP INDEX "family_documents_review_idx";--> statement-breakpoint
DROP INDEX "family_documents_review_status_idx";--> statement-breakpoint
DROP INDEX "family_documents_review_processing_idx";--> statement-breakpoint
DROP INDEX "family_documents_review_step_idx";--> statement-breakpoint
DROP INDEX "family_documents_review_mismatch_idx";--> statement-breakpoint
DROP INDEX "family_documents_review_family_idx";--> statement-breakpoint
CREATE INDEX "family_documents_review_idx" ON "family_documents" USING btree ("submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "family_documents_review_status_idx" ON "family_documents" USING btree ("status","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "family_documents_review_processing_idx" ON "family_documents" USING btree ("processing_status","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "family_documents_review_step_idx" ON "family_documents" USING btree ("step_id","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "family_documents_review_mismatch_idx" ON "family_documents" USING btree ("mismatch","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "family_documents_review_family_idx" ON "family_documents" USING btree ("family_id","submitted_at" DESC NULLS LAST,"id") WHERE "family_documents"."submitted_at" is not null;