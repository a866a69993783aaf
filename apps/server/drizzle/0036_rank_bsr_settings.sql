CREATE TABLE "rank_bsr_settings" (
	"tracker_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"selected_category_id" text,
	"asin_visibility" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_bsr_settings_tracker_id_user_id_pk" PRIMARY KEY("tracker_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "rank_bsr_settings" ADD CONSTRAINT "rank_bsr_settings_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_bsr_settings" ADD CONSTRAINT "rank_bsr_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;