CREATE TABLE "team_on_duty" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_events" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "conversation_events" ADD COLUMN "delivered_at" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_online_until" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "person_requested_at" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "team_member_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "team_member_name" text;--> statement-breakpoint
ALTER TABLE "team_on_duty" ADD CONSTRAINT "team_on_duty_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;