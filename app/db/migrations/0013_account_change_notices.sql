-- Sessions and pages kept in memory for an account are dropped when anything they show changes:
-- the account row (name, email, preferences, status), a session's expiry, or console access.
-- Deleted sessions are already announced on 'session_ended' (0009). Every process listening on
-- the database hears it, the one that made the change included.
CREATE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', OLD."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_changed" AFTER UPDATE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "team_members_notify_changed" AFTER INSERT OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();
