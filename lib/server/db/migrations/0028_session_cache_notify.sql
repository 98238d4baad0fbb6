-- Each copy of the app keeps resolved sessions in memory for a few seconds (lib/server/auth/session-cache.ts). Every
-- change to what a resolved session is made of is announced on the channel session_cache inside the writing
-- transaction, so that every copy (each listens) drops the stale entries as the change commits, whatever the write
-- path: 'u:<user id>' a staff member's entries (the user, their sessions, schools, roles held, classes taught),
-- 'a:<app account id>' a parent's (the account, its sessions), '*' everything (a role's rights, a school's status).
-- last_seen_at and sign-in counters change nothing a session resolves to and notify nothing.
CREATE OR REPLACE FUNCTION session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec jsonb;
BEGIN
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('session_cache', '*');
    RETURN NULL;
  END IF;
  FOREACH rec IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    IF rec IS NOT NULL THEN
      PERFORM pg_notify('session_cache', TG_ARGV[0] || ':' || (rec ->> TG_ARGV[1]));
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.username, OLD.full_name, OLD.email, OLD.language_code, OLD.status, OLD.is_system_admin, OLD.password_hash)
    IS DISTINCT FROM (NEW.username, NEW.full_name, NEW.email, NEW.language_code, NEW.status, NEW.is_system_admin, NEW.password_hash))
  EXECUTE FUNCTION session_cache_notify('u', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((OLD.active, OLD.expires_at, OLD.user_id, OLD.token_hash) IS DISTINCT FROM (NEW.active, NEW.expires_at, NEW.user_id, NEW.token_hash))
  EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache AFTER INSERT OR UPDATE OR DELETE ON user_schools FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache AFTER INSERT OR UPDATE OR DELETE ON class_teachers FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON roles FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.id, OLD.key, OLD.rights) IS DISTINCT FROM (NEW.tenant_id, NEW.id, NEW.key, NEW.rights))
  EXECUTE FUNCTION session_cache_notify('*');
--> statement-breakpoint
CREATE TRIGGER session_cache_delete AFTER DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify('*');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON tenants FOR EACH ROW
  WHEN ((OLD.id, OLD.status, OLD.created_at) IS DISTINCT FROM (NEW.id, NEW.status, NEW.created_at))
  EXECUTE FUNCTION session_cache_notify('*');
--> statement-breakpoint
CREATE TRIGGER session_cache_insert_delete AFTER INSERT OR DELETE ON tenants FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify('*');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON app_accounts FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.id, OLD.username, OLD.guardian_id, OLD.status, OLD.password_hash)
    IS DISTINCT FROM (NEW.tenant_id, NEW.id, NEW.username, NEW.guardian_id, NEW.status, NEW.password_hash))
  EXECUTE FUNCTION session_cache_notify('a', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_delete AFTER DELETE ON app_accounts FOR EACH ROW EXECUTE FUNCTION session_cache_notify('a', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON app_sessions FOR EACH ROW
  WHEN ((OLD.active, OLD.expires_at, OLD.account_id, OLD.token_hash) IS DISTINCT FROM (NEW.active, NEW.expires_at, NEW.account_id, NEW.token_hash))
  EXECUTE FUNCTION session_cache_notify('a', 'account_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_delete AFTER DELETE ON app_sessions FOR EACH ROW EXECUTE FUNCTION session_cache_notify('a', 'account_id');
