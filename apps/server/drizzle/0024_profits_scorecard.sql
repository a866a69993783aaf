CREATE TABLE "niche_evaluations" (
	"niche_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"score" integer NOT NULL,
	"status" text NOT NULL,
	"need_answer" text[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "niche_profits" (
	"niche_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"landed_cost_cents" integer NOT NULL,
	"net_revenue_cents" integer NOT NULL,
	"net_revenue_share" double precision NOT NULL,
	"breakeven_price_cents" bigint NOT NULL,
	"roi_per_order" double precision NOT NULL,
	"turns_per_year" double precision,
	"net_revenue_per_year_cents" bigint,
	"roi_per_year" double precision,
	"budget_to_launch_cents" bigint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "niche_evaluations" ADD CONSTRAINT "niche_evaluations_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_evaluations" ADD CONSTRAINT "niche_evaluations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_profits" ADD CONSTRAINT "niche_profits_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_profits" ADD CONSTRAINT "niche_profits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;