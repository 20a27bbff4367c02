DROP INDEX "conversation_messages_session_idx";--> statement-breakpoint
CREATE INDEX "conversation_messages_session_idx" ON "conversation_messages" USING btree ("session_id","timestamp","id");