CREATE TABLE "conversation_events" (
	"position" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"timestamp" bigint NOT NULL,
	"author" text NOT NULL,
	"invocation_id" text NOT NULL,
	"branch" text,
	"is_partial" boolean DEFAULT false NOT NULL,
	"is_turn_complete" boolean NOT NULL,
	"text_content" text NOT NULL,
	CONSTRAINT "conversation_events_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text,
	"user_email" text,
	"is_anonymous" boolean NOT NULL,
	"adk_session_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_updated_at" bigint NOT NULL,
	"mode" text DEFAULT 'TEXT' NOT NULL,
	"client_session_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text DEFAULT 'New conversation' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_events" ADD CONSTRAINT "conversation_events_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_events_conversation_idx" ON "conversation_events" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversations_user_id_idx" ON "conversations" USING btree ("user_id");