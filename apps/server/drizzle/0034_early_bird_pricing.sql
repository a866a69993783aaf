ALTER TABLE "users" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tier_configs" ADD COLUMN "early_bird_price" jsonb;--> statement-breakpoint
-- Early-bird prices (spec §2 `?eb`, internal users only): the tier's own monthly and annual price,
-- about 20% below the list price of 0028_billing_catalog.sql. Levels and add-ons keep their prices;
-- add-ons marked disabledForEarlyBird there are not offered under early-bird pricing.
UPDATE "tier_configs" SET "early_bird_price" = CASE "tier"
  WHEN 'starter' THEN '{"monthlyPriceCents": 3900, "annualPriceCents": 39000}'::jsonb
  WHEN 'standard' THEN '{"monthlyPriceCents": 7900, "annualPriceCents": 79000}'::jsonb
  WHEN 'enterprise' THEN '{"monthlyPriceCents": 19900, "annualPriceCents": 199000}'::jsonb
END;
