ALTER TABLE "tier_configs" ADD COLUMN "features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "min_relevancy" double precision;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "min_search_volume" integer;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "max_search_volume" integer;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "keyword_strength" double precision;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "median_sales_lower" integer;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "median_revenue_lower_cents" integer;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "num_very_strong_competitors" integer;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "percent_very_strong_competitors" double precision;--> statement-breakpoint
UPDATE "tier_configs" SET "features" = '{AGENCY}' WHERE "tier" = 'enterprise';
