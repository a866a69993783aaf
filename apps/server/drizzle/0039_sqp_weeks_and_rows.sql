CREATE TABLE "sqp_rows" (
	"tracker_id" integer NOT NULL,
	"search_query" text NOT NULL,
	"end_date" date NOT NULL,
	"asin" text NOT NULL,
	"search_query_score" integer NOT NULL,
	"search_query_volume" integer NOT NULL,
	"days_with_data" smallint NOT NULL,
	"impressions_total" integer NOT NULL,
	"impressions_asin" integer NOT NULL,
	"clicks_total" integer NOT NULL,
	"clicks_asin" integer NOT NULL,
	"cart_adds_total" integer NOT NULL,
	"cart_adds_asin" integer NOT NULL,
	"purchases_total" integer NOT NULL,
	"purchases_asin" integer NOT NULL,
	CONSTRAINT "sqp_rows_tracker_id_search_query_end_date_asin_pk" PRIMARY KEY("tracker_id","search_query","end_date","asin")
);
--> statement-breakpoint
CREATE TABLE "sqp_weeks" (
	"tracker_id" integer NOT NULL,
	"asin" text NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sqp_weeks_tracker_id_end_date_asin_pk" PRIMARY KEY("tracker_id","end_date","asin")
);
--> statement-breakpoint
ALTER TABLE "sqp_rows" ADD CONSTRAINT "sqp_rows_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sqp_weeks" ADD CONSTRAINT "sqp_weeks_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sqp_rows_week_idx" ON "sqp_rows" USING btree ("tracker_id","end_date","asin");