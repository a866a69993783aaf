CREATE TABLE "niche_snapshots" (
	"niche_id" integer NOT NULL,
	"date" date NOT NULL,
	"total_search_volume" integer NOT NULL,
	"visible_search_volume" integer NOT NULL,
	"competitors" integer NOT NULL,
	"median_price_cents" integer,
	"median_rating" double precision,
	"median_reviews" integer,
	"median_sales" integer,
	"median_revenue_cents" integer,
	"competition_strength" double precision,
	"hero_average_rank" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niche_snapshots_niche_id_date_pk" PRIMARY KEY("niche_id","date")
);
--> statement-breakpoint
ALTER TABLE "niche_snapshots" ADD CONSTRAINT "niche_snapshots_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;