CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid,
	"consultation_id" uuid,
	"kind" text NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body_markdown" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_status" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_location" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_uid" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_events" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handed_over_at" bigint;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "consultation_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "inquiry_notes_contact_idx" ON "inquiry_notes" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "inquiry_notes_consultation_idx" ON "inquiry_notes" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_created_at_idx" ON "newsletter_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_contact_idx" ON "email_outbox" USING btree ("contact_id") WHERE "email_outbox"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_consultation_idx" ON "email_outbox" USING btree ("consultation_id") WHERE "email_outbox"."consultation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_campaign_recipient_idx" ON "email_outbox" USING btree ("campaign_id","recipient") WHERE "email_outbox"."campaign_id" is not null;