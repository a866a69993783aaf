CREATE TABLE "rank_highlight_keywords" (
	"highlight_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "rank_highlight_keywords_highlight_id_keyword_id_pk" PRIMARY KEY("highlight_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "rank_highlights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_highlights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tracker_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_highlight_keywords" ADD CONSTRAINT "rank_highlight_keywords_highlight_id_rank_highlights_id_fk" FOREIGN KEY ("highlight_id") REFERENCES "public"."rank_highlights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_highlight_keywords" ADD CONSTRAINT "rank_highlight_keywords_keyword_id_rank_tracker_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."rank_tracker_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_highlights" ADD CONSTRAINT "rank_highlights_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_highlight_keywords_keyword_idx" ON "rank_highlight_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "rank_highlights_tracker_idx" ON "rank_highlights" USING btree ("tracker_id","start_date");