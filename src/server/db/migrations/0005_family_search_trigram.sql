-- The staff document search also matches family names and case numbers (ILIKE '%…%'): trigram indexes find
-- the matching families once instead of testing every family's names.
CREATE INDEX IF NOT EXISTS "families_search_name_trgm_idx" ON "families" USING gin ((coalesce("family_name", "primary_contact_name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "families_case_number_trgm_idx" ON "families" USING gin ("case_number" gin_trgm_ops);
