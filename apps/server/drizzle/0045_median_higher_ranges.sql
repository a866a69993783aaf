ALTER TABLE "niches" ADD COLUMN "median_sales_higher" integer;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "median_revenue_higher_cents" integer;