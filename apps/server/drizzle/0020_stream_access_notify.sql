-- Custom migration (drizzle-kit cannot express triggers). Open event streams (GET
-- /v1/consignor/deliveries/stream) listen on auth_user_changed and check their user's access again when
-- a message names it (lib/auth/access-watch.ts). Two changes sent none: a session ended (sign-out, a
-- reused refresh token: refresh_tokens.revoked_at set) names its user, and a consignor switched off or on
-- names the consignor. The user cache drops that user, or everything on a consignor message (harmless).
-- One statement revoking a family updates many rows: identical notifications of one transaction are
-- delivered once.
CREATE OR REPLACE FUNCTION auth_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_user_changed', json_build_object('id', NEW.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_ended AFTER UPDATE ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION auth_notify_session_ended();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_notify_consignor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_user_changed', json_build_object('consignorId', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER consignors_auth_changed AFTER UPDATE ON consignors FOR EACH ROW
  WHEN (OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION auth_notify_consignor_changed();
