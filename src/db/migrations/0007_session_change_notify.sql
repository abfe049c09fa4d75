-- Sessions are cached in memory by each server process (plugins/viewer.ts). A sign-out,
-- a revocation, or a user's status or role changing sends one notification per statement
-- on channel sessions_changed, and every process drops its cached sessions.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF status, role OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
