-- One review workflow in the database for every kind of parents' request that staff decide. Each kind's trigger is
-- given the changes of state it allows, 'from>to', the same list as its entry in lib/server/requests/review-kinds.ts
-- (tests/api/request-transition.test.ts checks the two agree): absences and medicine requests pending → approved |
-- rejected | cancelled; messages unread → read | cancelled (a reply keeps a message read); vaccine declarations
-- declared → verified | rejected. Any other change of status is refused, whatever the write path (a script, a
-- future endpoint). The services check the same rule first to answer a translated 409. Each move stamps its time
-- when the writer did not: decided_at, read_at or cancelled_at.
CREATE OR REPLACE FUNCTION request_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NOT (OLD.status || '>' || NEW.status = ANY (TG_ARGV)) THEN
      RAISE EXCEPTION '% % cannot go from % to %', TG_TABLE_NAME, OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation';
    END IF;
    -- Nested: a column is looked up only for the statuses of the tables that have it.
    IF NEW.status IN ('approved', 'rejected', 'verified') THEN
      IF NEW.decided_at IS NULL THEN
        NEW.decided_at := now();
      END IF;
    ELSIF NEW.status = 'read' THEN
      IF NEW.read_at IS NULL THEN
        NEW.read_at := now();
      END IF;
    ELSIF NEW.status = 'cancelled' THEN
      IF NEW.cancelled_at IS NULL THEN
        NEW.cancelled_at := now();
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER request_transition ON absences;
--> statement-breakpoint
CREATE TRIGGER request_transition BEFORE UPDATE OF status ON absences FOR EACH ROW
  EXECUTE FUNCTION request_transition('pending>approved', 'pending>rejected', 'pending>cancelled');
--> statement-breakpoint
DROP TRIGGER request_transition ON medicine_requests;
--> statement-breakpoint
CREATE TRIGGER request_transition BEFORE UPDATE OF status ON medicine_requests FOR EACH ROW
  EXECUTE FUNCTION request_transition('pending>approved', 'pending>rejected', 'pending>cancelled');
--> statement-breakpoint
CREATE TRIGGER request_transition BEFORE UPDATE OF status ON message_requests FOR EACH ROW
  EXECUTE FUNCTION request_transition('unread>read', 'unread>cancelled');
--> statement-breakpoint
CREATE TRIGGER request_transition BEFORE UPDATE OF status ON vaccine_declarations FOR EACH ROW
  EXECUTE FUNCTION request_transition('declared>verified', 'declared>rejected');
