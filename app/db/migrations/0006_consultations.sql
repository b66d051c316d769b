CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"ai_needs" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"selected_dates" jsonb NOT NULL,
	"last_selected_date" text,
	"ai_adoption_challenge" text NOT NULL,
	"ai_usage_type" text NOT NULL,
	"ai_experience" text NOT NULL,
	"scheduling_preferences" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consultations_user_id_idx" ON "consultations" USING btree ("user_id");