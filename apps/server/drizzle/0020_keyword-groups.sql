CREATE TABLE "niche_keyword_groups" (
	"niche_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"group_key" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niche_keyword_groups_niche_id_keyword_pk" PRIMARY KEY("niche_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "niche_keyword_groups" ADD CONSTRAINT "niche_keyword_groups_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_keyword_groups" ADD CONSTRAINT "niche_keyword_groups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;