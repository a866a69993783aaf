ALTER TABLE "organizations" ADD COLUMN "niche_list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to what a niche list shows moves its organization's version on, in the same
-- transaction: niches themselves, their researches and schedules, and who was granted which space.
CREATE OR REPLACE FUNCTION touch_niche_lists(organization integer) RETURNS void LANGUAGE sql AS $$
  UPDATE organizations SET niche_list_version = niche_list_version + 1 WHERE id = organization;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION niche_lists_changed_by_niche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM touch_niche_lists(OLD.organization_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.organization_id <> OLD.organization_id) THEN
    PERFORM touch_niche_lists(NEW.organization_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION niche_lists_changed_by_niche_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touch_niche_lists(n.organization_id) FROM niches n
    WHERE n.id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.niche_id END,
                   CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.niche_id END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION niche_lists_changed_by_grant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touch_niche_lists(s.organization_id) FROM spaces s
    WHERE s.id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.space_id END,
                   CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.space_id END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER niches_touch_lists AFTER INSERT OR UPDATE OR DELETE ON niches
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_niche();
--> statement-breakpoint
CREATE TRIGGER researches_touch_lists AFTER INSERT OR UPDATE OR DELETE ON researches
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_niche_row();
--> statement-breakpoint
CREATE TRIGGER dive_schedules_touch_lists AFTER INSERT OR UPDATE OR DELETE ON dive_schedules
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_niche_row();
--> statement-breakpoint
CREATE TRIGGER space_members_touch_lists AFTER INSERT OR UPDATE OR DELETE ON space_members
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_grant();
