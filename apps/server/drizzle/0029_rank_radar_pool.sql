CREATE TABLE "rank_pool_terms" (
	"tracker_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "rank_pool_terms_tracker_id_keyword_pk" PRIMARY KEY("tracker_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "rank_pool_visits" (
	"tracker_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_pool_visits_tracker_id_user_id_pk" PRIMARY KEY("tracker_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "rank_pool_terms" ADD CONSTRAINT "rank_pool_terms_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_pool_visits" ADD CONSTRAINT "rank_pool_visits_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_pool_visits" ADD CONSTRAINT "rank_pool_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;