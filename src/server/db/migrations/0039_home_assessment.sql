CREATE TABLE "home_assessment_items" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_assessment_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"source" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_assessment_photos_source_check" CHECK ("home_assessment_photos"."source" in ('staff', 'family'))
);
--> statement-breakpoint
CREATE TABLE "home_assessment_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"result" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"correction_due_date" date,
	"correction_status" text,
	"family_note" text,
	"answered_at" timestamp with time zone,
	"staff_reply" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_assessment_results_result_check" CHECK ("home_assessment_results"."result" in ('pass', 'needs_correction', 'not_applicable')),
	CONSTRAINT "home_assessment_results_correction_check" CHECK (("home_assessment_results"."result" = 'needs_correction') = ("home_assessment_results"."correction_status" is not null and "home_assessment_results"."correction_due_date" is not null)),
	CONSTRAINT "home_assessment_results_correction_status_check" CHECK ("home_assessment_results"."correction_status" is null or "home_assessment_results"."correction_status" in ('open', 'answered', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "home_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "home_assessment_photos" ADD CONSTRAINT "home_assessment_photos_assessment_id_home_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."home_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assessment_photos" ADD CONSTRAINT "home_assessment_photos_item_key_home_assessment_items_key_fk" FOREIGN KEY ("item_key") REFERENCES "public"."home_assessment_items"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "home_assessment_photos" ADD CONSTRAINT "home_assessment_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assessment_results" ADD CONSTRAINT "home_assessment_results_assessment_id_home_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."home_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assessment_results" ADD CONSTRAINT "home_assessment_results_item_key_home_assessment_items_key_fk" FOREIGN KEY ("item_key") REFERENCES "public"."home_assessment_items"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "home_assessment_results" ADD CONSTRAINT "home_assessment_results_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assessment_results" ADD CONSTRAINT "home_assessment_results_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assessments" ADD CONSTRAINT "home_assessments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assessments" ADD CONSTRAINT "home_assessments_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assessments" ADD CONSTRAINT "home_assessments_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_assessment_photos_item_idx" ON "home_assessment_photos" USING btree ("assessment_id","item_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "home_assessment_results_item_key" ON "home_assessment_results" USING btree ("assessment_id","item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "home_assessments_family_key" ON "home_assessments" USING btree ("family_id");--> statement-breakpoint
-- The usual home-safety items (issue 43); System Configuration changes them.
INSERT INTO "home_assessment_items" ("key", "name", "guidance", "position") VALUES
  ('smoke_co_alarms', 'Working smoke and carbon-monoxide alarms', 'Each alarm on the ceiling or wall, with its light on after pressing the test button.', 1),
  ('fire_extinguisher', 'Fire extinguisher', 'The extinguisher where it hangs, with its pressure gauge readable.', 2),
  ('escape_plan', 'Fire escape plan', 'The escape plan where it is posted, readable.', 3),
  ('water_hazards', 'Water hazards and pool fencing', 'The fence around the pool or spa and its self-closing, self-latching gate.', 4),
  ('medicines_chemicals', 'Medicines and chemicals locked', 'The locked cabinet or box where medicines and cleaning products are kept, with its lock.', 5),
  ('firearms', 'Firearms and ammunition stored locked and apart', 'The locked safe for firearms, and the separate locked place for ammunition.', 6),
  ('first_aid_kit', 'First-aid kit', 'The first-aid kit, open, with its supplies.', 7),
  ('sleeping_space', 'Each child''s sleeping space and bed', 'The child''s bed with its mattress, and the room around it.', 8),
  ('heating', 'Safe heating', 'The heater with its guard, away from anything that can burn.', 9),
  ('clean_repair', 'Home clean and in repair', 'The place that was repaired or cleaned.', 10),
  ('outdoor_area', 'Outdoor area', 'The yard, its fence and any play equipment.', 11),
  ('pets', 'Pets'' vaccinations', 'Each pet''s current vaccination record.', 12),
  ('vehicle_car_seats', 'Vehicle and car seats', 'The car seat installed in the vehicle, with its label.', 13);
