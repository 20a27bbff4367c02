CREATE TABLE "family_step_stays" (
	"family_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"step" integer NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "family_step_stays_family_id_seq_pk" PRIMARY KEY("family_id","seq")
);
--> statement-breakpoint
ALTER TABLE "family_step_stays" ADD CONSTRAINT "family_step_stays_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_step_stays_left_idx" ON "family_step_stays" USING btree ("left_at","step","entered_at","family_id") WHERE "family_step_stays"."left_at" is not null and not "family_step_stays"."approval";--> statement-breakpoint
CREATE INDEX "family_step_stays_approval_idx" ON "family_step_stays" USING btree ("entered_at","family_id") WHERE "family_step_stays"."approval";--> statement-breakpoint
CREATE INDEX "family_step_stays_current_idx" ON "family_step_stays" USING btree ("entered_at","family_id") WHERE "family_step_stays"."left_at" is null;--> statement-breakpoint
CREATE INDEX "course_assignments_required_due_idx" ON "course_assignments" USING btree ("due_date","course_id","family_id") WHERE "course_assignments"."is_required";--> statement-breakpoint
CREATE INDEX "course_enrollments_family_completed_idx" ON "course_enrollments" USING btree ("family_id","course_id") WHERE "course_enrollments"."status" = 'completed';--> statement-breakpoint
-- A family's stays, computed again from its step moves (audit_log_step_moves_idx) and its start date: the one
-- definition the triggers and the fill below share. Lock the families first, so that two writers of one
-- family's moves take turns. The zone is the agency's (AGENCY_TIME_ZONE).
CREATE OR REPLACE FUNCTION family_step_stays_rebuild(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  SELECT 1 FROM "families" WHERE "id" = ANY (ids) ORDER BY "id" FOR NO KEY UPDATE;
  DELETE FROM "family_step_stays" WHERE "family_id" = ANY (ids);
  INSERT INTO "family_step_stays" ("family_id", "seq", "step", "approval", "entered_at", "left_at")
  WITH moves AS (
    SELECT a."family_id", a."at", (a."details"->>'from')::int AS from_step, (a."details"->>'to')::int AS to_step,
      coalesce(a."details"->>'status' = 'approved', false) AS approval,
      row_number() OVER w AS seq, lead(a."at") OVER w AS next_at
    FROM "audit_log" a
    WHERE a."action" = 'family.step_moved' AND a."family_id" = ANY (ids)
      AND a."family_id" IN (SELECT "id" FROM "families" WHERE "id" = ANY (ids))
    WINDOW w AS (PARTITION BY a."family_id" ORDER BY a."at", a."id")
  )
  SELECT "family_id", seq, to_step, approval, "at", next_at FROM moves
  UNION ALL
  SELECT f."id", 0, coalesce(m.from_step, f."current_step"), false,
    f."start_date"::timestamp AT TIME ZONE 'America/Los_Angeles', m."at"
  FROM "families" f LEFT JOIN moves m ON m."family_id" = f."id" AND m.seq = 1
  WHERE f."id" = ANY (ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_step_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added WHERE "action" = 'family.step_moved') THEN
    PERFORM family_step_stays_rebuild(array(
      SELECT DISTINCT "family_id" FROM added WHERE "action" = 'family.step_moved' AND "family_id" IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_step_moved
  AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_step_moved();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION families_step_stays_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM family_step_stays_rebuild(array(SELECT "id" FROM added));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER families_step_stays_added
  AFTER INSERT ON "families" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION families_step_stays_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION families_step_stays_started() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM family_step_stays_rebuild(array[NEW."id"]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER families_step_stays_started
  AFTER UPDATE OF "start_date" ON "families"
  FOR EACH ROW WHEN (OLD."start_date" IS DISTINCT FROM NEW."start_date")
  EXECUTE FUNCTION families_step_stays_started();
--> statement-breakpoint
SELECT family_step_stays_rebuild(array(SELECT "id" FROM "families"));
--> statement-breakpoint
ANALYZE "family_step_stays";
