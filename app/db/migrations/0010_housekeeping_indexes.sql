CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversations_visitor_updated_idx" ON "conversations" USING btree ("last_updated_at") WHERE "conversations"."is_anonymous";--> statement-breakpoint
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_opted_out_idx" ON "subscriptions" USING btree ("unsubscribed_at") WHERE "subscriptions"."status" <> 'subscribed';--> statement-breakpoint
CREATE INDEX "users_purged_at_idx" ON "users" USING btree ("purged_at") WHERE "users"."purged_at" is not null;