DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_leased_idx" ON "email_outbox" USING btree ("lease_expires_at") WHERE "email_outbox"."status" = 'sending';