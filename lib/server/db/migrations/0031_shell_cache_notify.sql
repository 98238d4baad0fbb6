-- The signed-in layout keeps what every page of a session shows around it (the user's schools, the school's name
-- and brand, its role names, the menu, the master data) with the resolved session (lib/server/shell/load-shell.ts),
-- dropped by the same notifications (0028). Those also reach: a school's name, code and brand, a role's names and a
-- new role, and the master data.
DROP TRIGGER session_cache_update ON tenants;
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON tenants FOR EACH ROW
  WHEN ((OLD.id, OLD.status, OLD.created_at, OLD.name, OLD.code, OLD.config)
    IS DISTINCT FROM (NEW.id, NEW.status, NEW.created_at, NEW.name, NEW.code, NEW.config))
  EXECUTE FUNCTION session_cache_notify('*');
--> statement-breakpoint
DROP TRIGGER session_cache_update ON roles;
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON roles FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.id, OLD.key, OLD.rights, OLD.name_vi, OLD.name_en)
    IS DISTINCT FROM (NEW.tenant_id, NEW.id, NEW.key, NEW.rights, NEW.name_vi, NEW.name_en))
  EXECUTE FUNCTION session_cache_notify('*');
--> statement-breakpoint
CREATE TRIGGER session_cache_insert AFTER INSERT ON roles FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify('*');
--> statement-breakpoint
CREATE TRIGGER session_cache AFTER INSERT OR UPDATE OR DELETE ON master_data FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify('*');
