ALTER TABLE "users" ADD COLUMN "activation_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activation_requested_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recovery_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recovery_requested_date" timestamp with time zone;