DROP INDEX "niches_org_idx";--> statement-breakpoint
CREATE INDEX "space_members_user_idx" ON "space_members" USING btree ("user_id","space_id");--> statement-breakpoint
CREATE INDEX "niches_org_created_idx" ON "niches" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);