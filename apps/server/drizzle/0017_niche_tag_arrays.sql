ALTER TABLE "niches" ADD COLUMN "space_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "label_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "assignee_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A niche's spaces, labels and assignees are copied onto its row, sorted, in the transaction
-- that changes them: the pipeline's tag scope and the access rule then read the niche's own row.
CREATE OR REPLACE FUNCTION niche_tag_ids_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := ARRAY[CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.niche_id END,
                             CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.niche_id END];
BEGIN
  IF TG_TABLE_NAME = 'niche_spaces' THEN
    UPDATE niches n SET space_ids = coalesce((SELECT array_agg(x.space_id ORDER BY x.space_id)
      FROM niche_spaces x WHERE x.niche_id = n.id), '{}') WHERE n.id = ANY (changed);
  ELSIF TG_TABLE_NAME = 'niche_labels' THEN
    UPDATE niches n SET label_ids = coalesce((SELECT array_agg(x.label_id ORDER BY x.label_id)
      FROM niche_labels x WHERE x.niche_id = n.id), '{}') WHERE n.id = ANY (changed);
  ELSE
    UPDATE niches n SET assignee_ids = coalesce((SELECT array_agg(x.user_id ORDER BY x.user_id)
      FROM niche_assignees x WHERE x.niche_id = n.id), '{}') WHERE n.id = ANY (changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER niche_spaces_copy_ids AFTER INSERT OR UPDATE OR DELETE ON niche_spaces
  FOR EACH ROW EXECUTE FUNCTION niche_tag_ids_changed();
--> statement-breakpoint
CREATE TRIGGER niche_labels_copy_ids AFTER INSERT OR UPDATE OR DELETE ON niche_labels
  FOR EACH ROW EXECUTE FUNCTION niche_tag_ids_changed();
--> statement-breakpoint
CREATE TRIGGER niche_assignees_copy_ids AFTER INSERT OR UPDATE OR DELETE ON niche_assignees
  FOR EACH ROW EXECUTE FUNCTION niche_tag_ids_changed();
--> statement-breakpoint
-- The copies change with the tag tables, whose own triggers move the niche lists on: an update
-- of a niche that changes nothing but the copies does not move them again.
CREATE OR REPLACE FUNCTION niche_lists_changed_by_niche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - '{space_ids,label_ids,assignee_ids}'::text[]
      = to_jsonb(OLD) - '{space_ids,label_ids,assignee_ids}'::text[] THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM touch_niche_lists(OLD.organization_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.organization_id <> OLD.organization_id) THEN
    PERFORM touch_niche_lists(NEW.organization_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE niches n SET space_ids = x.ids FROM (SELECT niche_id, array_agg(space_id ORDER BY space_id)
  AS ids FROM niche_spaces GROUP BY niche_id) x WHERE x.niche_id = n.id;
--> statement-breakpoint
UPDATE niches n SET label_ids = x.ids FROM (SELECT niche_id, array_agg(label_id ORDER BY label_id)
  AS ids FROM niche_labels GROUP BY niche_id) x WHERE x.niche_id = n.id;
--> statement-breakpoint
UPDATE niches n SET assignee_ids = x.ids FROM (SELECT niche_id, array_agg(user_id ORDER BY user_id)
  AS ids FROM niche_assignees GROUP BY niche_id) x WHERE x.niche_id = n.id;
