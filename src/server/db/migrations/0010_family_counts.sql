CREATE TABLE "family_counts" (
	"status" text NOT NULL,
	"current_step" integer NOT NULL,
	"families" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "family_counts_status_current_step_pk" PRIMARY KEY("status","current_step")
);
--> statement-breakpoint
INSERT INTO "family_counts" ("status", "current_step", "families")
SELECT "status", "current_step", count(*) FROM "families" GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION families_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "family_counts" SET "families" = "families" - 1
    WHERE "status" = OLD."status" AND "current_step" = OLD."current_step";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "family_counts" ("status", "current_step", "families") VALUES (NEW."status", NEW."current_step", 1)
    ON CONFLICT ("status", "current_step") DO UPDATE SET "families" = "family_counts"."families" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER families_count
  AFTER INSERT OR DELETE OR UPDATE OF "status", "current_step" ON "families"
  FOR EACH ROW EXECUTE FUNCTION families_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION families_count_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "family_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER families_count_truncate
  AFTER TRUNCATE ON "families"
  FOR EACH STATEMENT EXECUTE FUNCTION families_count_reset();
