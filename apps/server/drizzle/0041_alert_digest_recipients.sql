DELETE FROM "rank_alert_digests";--> statement-breakpoint
ALTER TABLE "rank_alert_digests" DROP CONSTRAINT "rank_alert_digests_tracker_id_day_pk";--> statement-breakpoint
ALTER TABLE "rank_alert_digests" ADD COLUMN "user_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "rank_alert_digests" ADD CONSTRAINT "rank_alert_digests_tracker_id_day_user_id_pk" PRIMARY KEY("tracker_id","day","user_id");--> statement-breakpoint
ALTER TABLE "rank_alert_digests" ADD CONSTRAINT "rank_alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
