ALTER TABLE "niches" DROP CONSTRAINT "niches_space_id_spaces_id_fk";
--> statement-breakpoint
ALTER TABLE "niches" DROP COLUMN "space_id";--> statement-breakpoint
-- List rows carry the names of their spaces and labels: renaming one moves the lists on.
CREATE OR REPLACE FUNCTION niche_lists_changed_by_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touch_niche_lists(NEW.organization_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER spaces_touch_lists AFTER UPDATE ON spaces
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_tag();
--> statement-breakpoint
CREATE TRIGGER labels_touch_lists AFTER UPDATE ON labels
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_tag();
