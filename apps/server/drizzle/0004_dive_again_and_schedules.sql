CREATE TABLE "dive_schedules" (
	"niche_id" integer PRIMARY KEY NOT NULL,
	"interval" text NOT NULL,
	"day_of_week" integer,
	"day_of_month" integer,
	"type" text NOT NULL,
	"hero_asin" text,
	"number_of_competitors" integer NOT NULL,
	"locked_asins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_asins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_run_date" date NOT NULL,
	"last_dive_run_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "niche_exclusions" (
	"niche_id" integer NOT NULL,
	"asin" text NOT NULL,
	CONSTRAINT "niche_exclusions_niche_id_asin_pk" PRIMARY KEY("niche_id","asin")
);
--> statement-breakpoint
ALTER TABLE "dive_runs" ADD COLUMN "locked_asins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_runs" ADD COLUMN "excluded_asins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_runs" ADD COLUMN "scheduled_for" date;--> statement-breakpoint
ALTER TABLE "dive_schedules" ADD CONSTRAINT "dive_schedules_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_schedules" ADD CONSTRAINT "dive_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_exclusions" ADD CONSTRAINT "niche_exclusions_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_schedules_next_run_idx" ON "dive_schedules" USING btree ("next_run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_runs_schedule_uq" ON "dive_runs" USING btree ("niche_id","scheduled_for") WHERE "dive_runs"."scheduled_for" is not null;