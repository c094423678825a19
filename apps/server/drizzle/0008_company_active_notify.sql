-- Custom migration (drizzle-kit cannot express triggers). A company's users may sign in only while the
-- company is active (features/users/current-user.ts reads both). Every server instance caches who a
-- signed-in user is for up to a second; when a company is switched off or on, this tells every
-- instance to drop its whole cache (a message without a user id clears it, lib/auth/current-user-cache.ts),
-- so the company's sessions end at once, whoever changed it.
CREATE OR REPLACE FUNCTION auth_notify_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_user_changed', json_build_object('companyId', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_auth_changed AFTER UPDATE ON companies FOR EACH ROW
  WHEN (OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION auth_notify_company_changed();
