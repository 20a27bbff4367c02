ALTER TABLE "course_lessons" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_translations_check" CHECK (jsonb_typeof("course_lessons"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_translations_check" CHECK (jsonb_typeof("courses"."translations") = 'object');