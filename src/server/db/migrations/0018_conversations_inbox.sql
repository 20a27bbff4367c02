ALTER TABLE "conversation_messages" DROP CONSTRAINT "conversation_messages_type_check";--> statement-breakpoint
ALTER TABLE "conversation_sessions" DROP CONSTRAINT "conversation_sessions_channel_check";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "author_user_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "inbox_state" text;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "family_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD CONSTRAINT "conversation_sessions_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_sessions_inbox_idx" ON "conversation_sessions" USING btree ("inbox_state","last_message_at" DESC NULLS LAST) WHERE "conversation_sessions"."inbox_state" is not null;--> statement-breakpoint
CREATE INDEX "conversation_sessions_assigned_idx" ON "conversation_sessions" USING btree ("assigned_to","inbox_state") WHERE "conversation_sessions"."assigned_to" is not null;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_type_check" CHECK ("conversation_messages"."message_type" in ('user', 'assistant', 'staff', 'system'));--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD CONSTRAINT "conversation_sessions_inbox_state_check" CHECK ("conversation_sessions"."inbox_state" is null or "conversation_sessions"."inbox_state" in ('waiting', 'open', 'resolved'));--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD CONSTRAINT "conversation_sessions_channel_check" CHECK ("conversation_sessions"."channel" in ('ai_chatbot', 'caseworker'));