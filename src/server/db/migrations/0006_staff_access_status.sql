ALTER TABLE "users" ADD COLUMN "access_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_pending_access_idx" ON "users" USING btree ("created_at") WHERE "users"."access_status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_status_check" CHECK ("users"."access_status" in ('pending', 'approved', 'declined'));--> statement-breakpoint
-- Staff accounts created by sign-up since decision 009 hold no role and no permission override: they are the
-- ones waiting for an administrator.
UPDATE "users" SET "access_status" = 'pending'
WHERE "kind" = 'staff'
  AND NOT EXISTS (SELECT 1 FROM "user_roles" r WHERE r."user_id" = "users"."id")
  AND NOT EXISTS (SELECT 1 FROM "user_permissions" p WHERE p."user_id" = "users"."id");
