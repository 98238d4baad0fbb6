-- One request workflow in the database for parents' requests that staff decide (absences, medicine requests):
-- pending → approved | rejected | cancelled, and nothing leaves a decided or cancelled state. The services
-- (lib/server/requests/workflow.ts) check the same rule first to answer a translated 409; this trigger is the
-- guarantee that no other write path (a script, a future endpoint) can undo a decision or decide twice.
CREATE OR REPLACE FUNCTION request_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF OLD.status <> 'pending' OR NEW.status NOT IN ('approved', 'rejected', 'cancelled') THEN
      RAISE EXCEPTION 'request % cannot go from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.status IN ('approved', 'rejected') AND NEW.decided_at IS NULL THEN
      NEW.decided_at := now();
    END IF;
    IF NEW.status = 'cancelled' AND NEW.cancelled_at IS NULL THEN
      NEW.cancelled_at := now();
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_transition BEFORE UPDATE OF status ON absences FOR EACH ROW EXECUTE FUNCTION request_transition();
--> statement-breakpoint
CREATE TRIGGER request_transition BEFORE UPDATE OF status ON medicine_requests FOR EACH ROW EXECUTE FUNCTION request_transition();
