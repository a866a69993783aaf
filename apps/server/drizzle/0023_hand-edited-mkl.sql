CREATE TABLE "niche_keyword_edits" (
	"niche_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niche_keyword_edits_niche_id_keyword_pk" PRIMARY KEY("niche_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "niche_keywords" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "niche_keyword_edits" ADD CONSTRAINT "niche_keyword_edits_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_keyword_edits" ADD CONSTRAINT "niche_keyword_edits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;