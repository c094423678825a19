-- Custom migration (drizzle-kit cannot express triggers). Every server instance caches who a signed-in
-- user is for at most one second; these triggers tell every instance at once (LISTEN auth_user_changed,
-- lib/auth/current-user-cache.ts) when what that cache holds changes, whoever changed it.
CREATE OR REPLACE FUNCTION auth_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_user_changed', json_build_object('id', OLD.id)::text);
  ELSE
    IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
      PERFORM pg_notify('auth_user_changed', json_build_object('id', OLD.user_id)::text);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
      PERFORM pg_notify('auth_user_changed', json_build_object('id', NEW.user_id)::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.email, OLD.name, OLD.role, OLD.active, OLD.company_id, OLD.consignor_id, OLD.external_subject, OLD.tokens_valid_after)
    IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.active, NEW.company_id, NEW.consignor_id, NEW.external_subject, NEW.tokens_valid_after))
  EXECUTE FUNCTION auth_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER drivers_auth_changed AFTER INSERT OR UPDATE OR DELETE ON drivers FOR EACH ROW
  EXECUTE FUNCTION auth_notify_user_changed();
