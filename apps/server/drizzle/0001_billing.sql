CREATE TABLE "quota_charges" (
	"key" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"feature" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_usage" (
	"organization_id" integer NOT NULL,
	"feature" text NOT NULL,
	"period_start" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quota_usage_organization_id_feature_period_start_pk" PRIMARY KEY("organization_id","feature","period_start")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_configs" (
	"tier" text PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"competitor_cap" integer NOT NULL,
	"limits" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quota_charges" ADD CONSTRAINT "quota_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tier_tier_configs_tier_fk" FOREIGN KEY ("tier") REFERENCES "public"."tier_configs"("tier") ON DELETE no action ON UPDATE no action;