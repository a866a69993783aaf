-- Every change of a membership is told to the API processes, which cache who belongs where.
CREATE OR REPLACE FUNCTION notify_membership_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed memberships;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('fathom_memberships', json_build_object(
    'organizationId', changed.organization_id, 'userId', changed.user_id)::text);
  IF TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.user_id) IS DISTINCT FROM (NEW.organization_id, NEW.user_id) THEN
    PERFORM pg_notify('fathom_memberships', json_build_object(
      'organizationId', OLD.organization_id, 'userId', OLD.user_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER memberships_notify AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_membership_change();
