-- The billing catalogue: every tier's prices, limits, further quota levels and add-ons, and the
-- promotion codes. Prices in cents; an annual price is ten months' worth. This file is the one
-- place prices and limits are set (0002 made the tiers; this sets them in full).
INSERT INTO "tier_configs" ("tier", "rank", "monthly_price_cents", "annual_price_cents", "competitor_cap", "limits", "levels", "addons") VALUES
  ('starter', 1, 4900, 49000, 15,
   '{"DIVED_ASINS": 300, "NUMBER_OF_NICHES": 25, "RANK_RADAR_KEYWORDS": 500, "AI_COPYWRITER_PROMPTS": 50, "PRODUCT_BRIEF_ASINS": 50}',
   '{"RANK_RADAR_KEYWORDS": [{"quantity": 1000, "monthlyPriceCents": 1900, "annualPriceCents": 19000}]}',
   '[]'),
  ('standard', 2, 9900, 99000, 30,
   '{"DIVED_ASINS": 1500, "NUMBER_OF_NICHES": 150, "RANK_RADAR_KEYWORDS": 2500, "AI_COPYWRITER_PROMPTS": 200, "PRODUCT_BRIEF_ASINS": 200}',
   '{"DIVED_ASINS": [{"quantity": 3000, "monthlyPriceCents": 4900, "annualPriceCents": 49000}], "RANK_RADAR_KEYWORDS": [{"quantity": 5000, "monthlyPriceCents": 2900, "annualPriceCents": 29000}, {"quantity": 10000, "monthlyPriceCents": 6900, "annualPriceCents": 69000}]}',
   '[{"addon": "ssBundle", "monthlyPriceCents": 2900, "annualPriceCents": 29000, "disabledForAnnual": true, "disabledForEarlyBird": true}]'),
  ('enterprise', 3, 24900, 249000, 50,
   '{"DIVED_ASINS": 6000, "NUMBER_OF_NICHES": null, "RANK_RADAR_KEYWORDS": 10000, "AI_COPYWRITER_PROMPTS": 1000, "PRODUCT_BRIEF_ASINS": 1000}',
   '{"DIVED_ASINS": [{"quantity": 12000, "monthlyPriceCents": 9900, "annualPriceCents": 99000}], "RANK_RADAR_KEYWORDS": [{"quantity": 20000, "monthlyPriceCents": 9900, "annualPriceCents": 99000}], "AI_COPYWRITER_PROMPTS": [{"quantity": 3000, "monthlyPriceCents": 3900, "annualPriceCents": 39000}]}',
   '[{"addon": "ssBundle", "monthlyPriceCents": 1900, "annualPriceCents": 19000, "disabledForAnnual": false, "disabledForEarlyBird": true}]')
ON CONFLICT ("tier") DO UPDATE SET
  "rank" = excluded."rank",
  "monthly_price_cents" = excluded."monthly_price_cents",
  "annual_price_cents" = excluded."annual_price_cents",
  "competitor_cap" = excluded."competitor_cap",
  "limits" = excluded."limits",
  "levels" = excluded."levels",
  "addons" = excluded."addons";
--> statement-breakpoint
INSERT INTO "promotion_codes" ("code", "percent_off", "expires_at") VALUES
  ('WELCOME10', 10, NULL),
  ('LAUNCH25', 25, '2026-01-01T00:00:00Z')
ON CONFLICT ("code") DO UPDATE SET "percent_off" = excluded."percent_off", "expires_at" = excluded."expires_at";
