CREATE TABLE "rank_days" (
	"tracker_id" integer NOT NULL,
	"day" date NOT NULL,
	"keyword_ids" integer[] NOT NULL,
	"organic_ranks" smallint[] NOT NULL,
	"sponsored_ranks" smallint[] NOT NULL,
	"impression_ranks" smallint[] NOT NULL,
	"asins" text[] NOT NULL,
	"top_asins" smallint[] NOT NULL,
	CONSTRAINT "rank_days_tracker_id_day_pk" PRIMARY KEY("tracker_id","day")
);
--> statement-breakpoint
ALTER TABLE "rank_days" ADD CONSTRAINT "rank_days_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;