-- Subscription tiers and their monthly limits per quota feature (null: unlimited).
INSERT INTO "tier_configs" ("tier", "rank", "monthly_price_cents", "competitor_cap", "limits") VALUES
  ('starter', 1, 4900, 15, '{"DIVED_ASINS": 300, "NUMBER_OF_NICHES": 25, "RANK_RADAR_KEYWORDS": 500, "AI_COPYWRITER_PROMPTS": 50, "PRODUCT_BRIEF_ASINS": 50}'),
  ('standard', 2, 9900, 30, '{"DIVED_ASINS": 1500, "NUMBER_OF_NICHES": 150, "RANK_RADAR_KEYWORDS": 2500, "AI_COPYWRITER_PROMPTS": 200, "PRODUCT_BRIEF_ASINS": 200}'),
  ('enterprise', 3, 24900, 50, '{"DIVED_ASINS": 6000, "NUMBER_OF_NICHES": null, "RANK_RADAR_KEYWORDS": 10000, "AI_COPYWRITER_PROMPTS": 1000, "PRODUCT_BRIEF_ASINS": 1000}')
ON CONFLICT ("tier") DO NOTHING;
--> statement-breakpoint
-- Organizations created before subscriptions existed start on the default tier.
INSERT INTO "subscriptions" ("organization_id", "tier") SELECT "id", 'standard' FROM "organizations"
ON CONFLICT ("organization_id") DO NOTHING;
