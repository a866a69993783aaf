CREATE INDEX "niches_space_ids_idx" ON "niches" USING gin ("space_ids");--> statement-breakpoint
CREATE INDEX "niches_label_ids_idx" ON "niches" USING gin ("label_ids");--> statement-breakpoint
CREATE INDEX "niches_assignee_ids_idx" ON "niches" USING gin ("assignee_ids");