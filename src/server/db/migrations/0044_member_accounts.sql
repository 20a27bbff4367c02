ALTER TABLE "users" ADD COLUMN "household_member_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_household_member_key" ON "users" USING btree ("household_member_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_member_binding_check" CHECK ("users"."household_member_id" is null or "users"."kind" = 'family');