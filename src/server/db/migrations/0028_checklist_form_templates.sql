ALTER TABLE "document_requirements" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "document_requirements" ADD CONSTRAINT "document_requirements_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_requirements_template_idx" ON "document_requirements" USING btree ("template_id");--> statement-breakpoint
-- Data (issue 50): form and e-signature checklist items are filled with the template of their name, the two default RFA items with the templates the seed gives them.
UPDATE "document_requirements" AS r SET "template_id" = t."id"
FROM "document_templates" AS t
WHERE r."template_id" IS NULL AND r."kind" IN ('form', 'e-sign')
  AND (t."template_name" = r."name"
    OR (r."name", t."template_name") IN (
      ('Resource Family Application (RFA 01A)', 'RFA 01A Resource Family Application'),
      ('Criminal Record Statement (RFA 01B)', 'RFA 01B Resource Family Applicant Criminal Record Statement')));
--> statement-breakpoint
-- Data (issue 50): a form the Document Center started beside its checklist item becomes that item. Pairs each such form (the handed-in one first, then the newest) with the item it fills: the household's, or the member's whose role alone signs the template, when nothing was ever handed in on the item or started on it.
CREATE TEMPORARY TABLE "form_item_merges" AS
SELECT "form_id", "item_id", "item_status", "member_id", "requirement_id", "step_id", "document_name", "document_type",
  "required", "validity_months", "waived_at", "waived_by", "waived_reason"
FROM (
  SELECT d."id" AS "form_id", c."id" AS "item_id", c."status" AS "item_status", c."household_member_id" AS "member_id",
    c."requirement_id", c."step_id", c."document_name", c."document_type", c."required", c."validity_months",
    c."waived_at", c."waived_by", c."waived_reason",
    row_number() OVER (PARTITION BY c."id"
      ORDER BY (d."status" IN ('completed', 'approved')) DESC, d."submitted_at" DESC NULLS LAST, d."created_at" DESC, d."id") AS "item_pick",
    row_number() OVER (PARTITION BY d."id" ORDER BY c."household_member_id" NULLS FIRST, c."created_at", c."id") AS "form_pick"
  FROM "family_documents" AS d
  JOIN "form_submissions" AS s ON s."document_id" = d."id"
  JOIN "document_templates" AS t ON t."id" = s."template_id"
  JOIN "document_requirements" AS r ON r."template_id" = t."id"
  JOIN "family_documents" AS c ON c."family_id" = d."family_id" AND c."requirement_id" = r."id"
  LEFT JOIN "household_members" AS m ON m."id" = c."household_member_id"
  WHERE d."requirement_id" IS NULL AND d."source" = 'family'
    AND (c."household_member_id" IS NULL
      OR (cardinality(t."required_signatures") = 1 AND m."role" = t."required_signatures"[1]))
    AND c."storage_key" IS NULL AND c."submitted_at" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "form_submissions" AS cs WHERE cs."document_id" = c."id")
    AND NOT EXISTS (SELECT 1 FROM "family_document_versions" AS v WHERE v."document_id" = c."id")
) AS candidates
WHERE "item_pick" = 1 AND "form_pick" = 1;
--> statement-breakpoint
-- Data (issue 50): the bell's notices about the item stay, now about the form.
UPDATE "notifications" AS n SET "document_id" = mg."form_id"
FROM "form_item_merges" AS mg WHERE n."document_id" = mg."item_id";
--> statement-breakpoint
-- Data (issue 50): the item's placeholder goes (it was never handed in); the form keeps its signatures, seals and audit chain.
DELETE FROM "family_documents" AS c USING "form_item_merges" AS mg WHERE c."id" = mg."item_id";
--> statement-breakpoint
-- Data (issue 50): the form takes the item's place: its checklist entry, member, step and name; a waiver staff gave the item stays unless the form was handed in.
UPDATE "family_documents" AS d SET
  "requirement_id" = mg."requirement_id",
  "source" = 'checklist',
  "household_member_id" = mg."member_id",
  "step_id" = mg."step_id",
  "document_name" = mg."document_name",
  "document_type" = mg."document_type",
  "required" = mg."required",
  "validity_months" = mg."validity_months",
  "status" = CASE WHEN mg."item_status" = 'waived' AND d."status" IN ('pending', 'rejected') THEN 'waived' ELSE d."status" END,
  "waived_at" = CASE WHEN mg."item_status" = 'waived' AND d."status" IN ('pending', 'rejected') THEN mg."waived_at" ELSE d."waived_at" END,
  "waived_by" = CASE WHEN mg."item_status" = 'waived' AND d."status" IN ('pending', 'rejected') THEN mg."waived_by" ELSE d."waived_by" END,
  "waived_reason" = CASE WHEN mg."item_status" = 'waived' AND d."status" IN ('pending', 'rejected') THEN mg."waived_reason" ELSE d."waived_reason" END,
  "updated_at" = now()
FROM "form_item_merges" AS mg WHERE d."id" = mg."form_id";
--> statement-breakpoint
-- Data (issue 50): the pairs were only needed here.
DROP TABLE "form_item_merges";
