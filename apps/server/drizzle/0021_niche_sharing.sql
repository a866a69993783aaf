CREATE TABLE "niche_shares" (
	"niche_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"shared_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niche_shares_niche_id_organization_id_pk" PRIMARY KEY("niche_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "niche_shares" ADD CONSTRAINT "niche_shares_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_shares" ADD CONSTRAINT "niche_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_shares" ADD CONSTRAINT "niche_shares_connection_id_organization_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."organization_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_shares" ADD CONSTRAINT "niche_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "niche_shares_organization_idx" ON "niche_shares" USING btree ("organization_id","niche_id");--> statement-breakpoint
CREATE INDEX "niche_shares_connection_idx" ON "niche_shares" USING btree ("connection_id");--> statement-breakpoint
-- A niche shared with a connected organization is in that organization's pipeline too: a change
-- to the sharing organization's niches moves on the version of every organization it shares
-- niches with (over a connection, the other side receives only this side's niches).
CREATE OR REPLACE FUNCTION touch_niche_lists(organization integer) RETURNS void LANGUAGE sql AS $$
  UPDATE organizations SET niche_list_version = niche_list_version + 1
  WHERE id = organization OR id IN (
    SELECT CASE WHEN c.agency_organization_id = organization THEN c.client_organization_id
      ELSE c.agency_organization_id END
    FROM organization_connections c
    WHERE (c.agency_organization_id = organization OR c.client_organization_id = organization)
      AND EXISTS (SELECT 1 FROM niche_shares s
        WHERE s.connection_id = c.id AND s.organization_id <> organization));
$$;
--> statement-breakpoint
-- Sharing a niche, or ending the share (also when its connection is removed), changes what the
-- receiving organization's pipeline matches.
CREATE OR REPLACE FUNCTION niche_lists_changed_by_share() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE organizations SET niche_list_version = niche_list_version + 1 WHERE id = OLD.organization_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE organizations SET niche_list_version = niche_list_version + 1 WHERE id = NEW.organization_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER niche_shares_touch_lists AFTER INSERT OR UPDATE OR DELETE ON niche_shares
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_share();
