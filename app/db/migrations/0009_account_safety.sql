CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"client_key" text NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Counters from before this column: an hour is the longest window any budget has.
UPDATE "rate_limits" SET "expires_at" = "window_started_at" + interval '1 hour';--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_account_idx" ON "sign_in_failures" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_client_idx" ON "sign_in_failures" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_device_idx" ON "sign_in_failures" USING btree ("device_id","created_at") WHERE "sign_in_failures"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "sign_in_failures_created_idx" ON "sign_in_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "email_outbox_sent_idx" ON "email_outbox" USING btree ("sent_at") WHERE "email_outbox"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_anonymous_created_idx" ON "users" USING btree ("created_at") WHERE "users"."is_anonymous";--> statement-breakpoint
CREATE INDEX "verifications_expires_at_idx" ON "verifications" USING btree ("expires_at");--> statement-breakpoint
-- A link request no longer moves an account out of its lifecycle state (a pending link is kept in
-- its token columns), so accounts left in a transitional status go back to the state their dates
-- say: a deletion in progress keeps its schedule, a deactivated account stays deactivated.
UPDATE "users" SET "status" = 'inactive' WHERE "status" IN ('activation_requested', 'request_reactivate');--> statement-breakpoint
UPDATE "users" SET "status" = CASE WHEN "scheduled_deletion_date" <= now() THEN 'closed' ELSE 'pending_deletion' END WHERE "status" IN ('recovery_requested', 'request_recover');--> statement-breakpoint
-- Every way a session ends (sign-out, password change, deactivation, deletion, expiry) deletes
-- its row; listeners (open chat sockets) learn of it from this notification, in any process.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD."id" || ' ' || OLD."user_id");
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
