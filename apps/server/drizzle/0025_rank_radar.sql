CREATE TABLE "keyword_ranks" (
	"tracker_id" integer NOT NULL,
	"day" date NOT NULL,
	"keyword_id" integer NOT NULL,
	"organic_rank" smallint,
	"sponsored_rank" smallint,
	"impression_rank" smallint,
	"top_asin" text,
	CONSTRAINT "keyword_ranks_tracker_id_day_keyword_id_pk" PRIMARY KEY("tracker_id","day","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "rank_collections" (
	"tracker_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_collections_tracker_id_day_pk" PRIMARY KEY("tracker_id","day")
);
--> statement-breakpoint
CREATE TABLE "rank_tracker_keywords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_tracker_keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tracker_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"search_volume" integer,
	"relevancy" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_seen_date" date,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rank_trackers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_trackers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"niche_id" integer,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"asins" text[] NOT NULL,
	"title" text NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"assignee_ids" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_dive" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date NOT NULL,
	"last_collected_date" date,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "keyword_ranks" ADD CONSTRAINT "keyword_ranks_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_collections" ADD CONSTRAINT "rank_collections_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_tracker_keywords" ADD CONSTRAINT "rank_tracker_keywords_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_trackers" ADD CONSTRAINT "rank_trackers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_trackers" ADD CONSTRAINT "rank_trackers_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_trackers" ADD CONSTRAINT "rank_trackers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rank_tracker_keywords_uq" ON "rank_tracker_keywords" USING btree ("tracker_id","keyword");--> statement-breakpoint
CREATE INDEX "rank_trackers_org_created_idx" ON "rank_trackers" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rank_trackers_due_idx" ON "rank_trackers" USING btree ("marketplace","id") WHERE "rank_trackers"."archived_at" is null and "rank_trackers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "rank_trackers_asins_idx" ON "rank_trackers" USING gin ("asins");