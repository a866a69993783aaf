CREATE TABLE "dive_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" text,
	"asin" text NOT NULL,
	"marketplace" text NOT NULL,
	"competitors_count" integer NOT NULL,
	"origin" text NOT NULL,
	"progress_bar_id" text NOT NULL,
	"dive_progress_bar_id" text,
	"chained" boolean NOT NULL,
	"should_create_rank_radar" boolean DEFAULT false NOT NULL,
	"number_of_rank_radar_keywords" integer,
	"niche_id" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"step" text NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"error_message" text,
	"competitor_asins" jsonb,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "niche_competitors" (
	"research_id" integer NOT NULL,
	"asin" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"image_url" text NOT NULL,
	"price_cents" integer NOT NULL,
	"rating" double precision NOT NULL,
	"review_count" integer NOT NULL,
	"first_listed_date" text NOT NULL,
	"monthly_sales" integer NOT NULL,
	"monthly_revenue_cents" integer NOT NULL,
	"strength" double precision NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "niche_competitors_research_id_asin_pk" PRIMARY KEY("research_id","asin")
);
--> statement-breakpoint
CREATE TABLE "niche_keywords" (
	"research_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"list" text NOT NULL,
	"search_volume" integer NOT NULL,
	"relevancy" double precision NOT NULL,
	"word_count" integer NOT NULL,
	"organic_ranks" jsonb NOT NULL,
	"sponsored_ranks" jsonb NOT NULL,
	CONSTRAINT "niche_keywords_research_id_keyword_pk" PRIMARY KEY("research_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "niches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "niches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"space_id" integer,
	"label" text NOT NULL,
	"marketplace" text NOT NULL,
	"hero_asin" text NOT NULL,
	"hero_keyword" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latest_research_id" integer,
	"num_competitors" integer DEFAULT 0 NOT NULL,
	"num_keywords" integer DEFAULT 0 NOT NULL,
	"total_sv_of_keywords" integer DEFAULT 0 NOT NULL,
	"num_visible_keywords" integer DEFAULT 0 NOT NULL,
	"total_sv_of_visible_keywords" integer DEFAULT 0 NOT NULL,
	"median_price_cents" integer,
	"median_rating" double precision,
	"median_review_count" integer,
	"median_days_listed" integer,
	"median_sales" integer,
	"median_revenue_cents" integer,
	"competition_strength" double precision,
	"num_relevant_keywords" integer DEFAULT 0 NOT NULL,
	"num_launch_keywords" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "researches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "researches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"niche_id" integer NOT NULL,
	"dive_run_id" uuid NOT NULL,
	"label" text NOT NULL,
	"hero_asin" text NOT NULL,
	"num_competitors" integer NOT NULL,
	"num_keywords" integer NOT NULL,
	"num_mkl_keywords" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "researches_dive_run_id_unique" UNIQUE("dive_run_id")
);
--> statement-breakpoint
ALTER TABLE "dive_runs" ADD CONSTRAINT "dive_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_runs" ADD CONSTRAINT "dive_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_runs" ADD CONSTRAINT "dive_runs_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_competitors" ADD CONSTRAINT "niche_competitors_research_id_researches_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."researches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_keywords" ADD CONSTRAINT "niche_keywords_research_id_researches_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."researches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niches" ADD CONSTRAINT "niches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niches" ADD CONSTRAINT "niches_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niches" ADD CONSTRAINT "niches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "researches" ADD CONSTRAINT "researches_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dive_runs_progress_bar_uq" ON "dive_runs" USING btree ("organization_id","progress_bar_id");--> statement-breakpoint
CREATE INDEX "dive_runs_org_idx" ON "dive_runs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "niches_org_marketplace_label_uq" ON "niches" USING btree ("organization_id","marketplace",lower("label"));--> statement-breakpoint
CREATE INDEX "niches_org_idx" ON "niches" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "researches_niche_idx" ON "researches" USING btree ("niche_id");