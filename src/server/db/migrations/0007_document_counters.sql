CREATE TABLE "document_counters" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"submitted" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A family's documents always count in shard abs(hashtext(family_id)) % 16.
INSERT INTO "document_counters" ("shard") SELECT generate_series(0, 15);
--> statement-breakpoint
UPDATE "document_counters" c
SET "total" = s.total, "submitted" = s.submitted, "failed" = s.failed
FROM (
  SELECT abs(hashtext("family_id"::text)) % 16 AS shard,
         count(*) AS total,
         count(*) FILTER (WHERE "status" = 'submitted') AS submitted,
         count(*) FILTER (WHERE "processing_status" = 'failed') AS failed
  FROM "family_documents"
  GROUP BY 1
) s
WHERE c."shard" = s.shard;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION family_documents_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "document_counters" SET
      "total" = "total" - 1,
      "submitted" = "submitted" - (OLD."status" = 'submitted')::int,
      "failed" = "failed" - (OLD."processing_status" = 'failed')::int
    WHERE "shard" = abs(hashtext(OLD."family_id"::text)) % 16;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "document_counters" SET
      "total" = "total" + 1,
      "submitted" = "submitted" + (NEW."status" = 'submitted')::int,
      "failed" = "failed" + (NEW."processing_status" = 'failed')::int
    WHERE "shard" = abs(hashtext(NEW."family_id"::text)) % 16;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER family_documents_count
  AFTER INSERT OR DELETE OR UPDATE OF "status", "processing_status", "family_id" ON "family_documents"
  FOR EACH ROW EXECUTE FUNCTION family_documents_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION family_documents_count_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_counters" SET "total" = 0, "submitted" = 0, "failed" = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER family_documents_count_truncate
  AFTER TRUNCATE ON "family_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION family_documents_count_reset();
