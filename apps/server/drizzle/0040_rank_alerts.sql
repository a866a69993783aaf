CREATE TABLE "rank_alert_digests" (
	"tracker_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_digests_tracker_id_day_pk" PRIMARY KEY("tracker_id","day")
);
--> statement-breakpoint
CREATE TABLE "rank_alert_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_alert_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tracker_id" integer NOT NULL,
	"kind" text NOT NULL,
	"threshold" smallint NOT NULL,
	"direction" text DEFAULT 'either' NOT NULL,
	"keyword_ids" integer[],
	"email" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule_id" integer NOT NULL,
	"tracker_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	"day" date NOT NULL,
	"previous_rank" smallint,
	"rank" smallint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_alert_digests" ADD CONSTRAINT "rank_alert_digests_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_rules" ADD CONSTRAINT "rank_alert_rules_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_rules" ADD CONSTRAINT "rank_alert_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alerts" ADD CONSTRAINT "rank_alerts_rule_id_rank_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rank_alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alerts" ADD CONSTRAINT "rank_alerts_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alerts" ADD CONSTRAINT "rank_alerts_keyword_id_rank_tracker_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."rank_tracker_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_alert_rules_tracker_idx" ON "rank_alert_rules" USING btree ("tracker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_alerts_once_idx" ON "rank_alerts" USING btree ("rule_id","keyword_id","day");--> statement-breakpoint
CREATE INDEX "rank_alerts_tracker_idx" ON "rank_alerts" USING btree ("tracker_id","day","id");