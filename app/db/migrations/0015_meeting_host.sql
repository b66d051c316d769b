ALTER TABLE "consultations" ADD COLUMN "meeting_host_email" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_host_name" text;