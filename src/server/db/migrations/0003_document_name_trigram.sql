-- Staff search matches document names anywhere in the text (ILIKE '%…%'): a trigram index keeps it off a
-- full scan of every document. pg_trgm ships with PGlite and with PostgreSQL's contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "family_documents_name_trgm_idx" ON "family_documents" USING gin ("document_name" gin_trgm_ops);
