CREATE TABLE "niche_keyword_settings" (
	"niche_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "keyword_lists_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "niche_keyword_settings" ADD CONSTRAINT "niche_keyword_settings_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_keyword_settings" ADD CONSTRAINT "niche_keyword_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;