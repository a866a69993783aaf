CREATE TABLE "ppc_facts" (
	"tracker_id" integer NOT NULL,
	"search_term" text NOT NULL,
	"day" date NOT NULL,
	"campaign_name" text NOT NULL,
	"match_type" text NOT NULL,
	"connection_id" integer NOT NULL,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"spend" integer NOT NULL,
	"sales" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "ppc_facts_tracker_id_search_term_day_campaign_name_match_type_pk" PRIMARY KEY("tracker_id","search_term","day","campaign_name","match_type")
);
--> statement-breakpoint
CREATE TABLE "ppc_imports" (
	"connection_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_imports_connection_id_day_pk" PRIMARY KEY("connection_id","day")
);
--> statement-breakpoint
ALTER TABLE "ppc_facts" ADD CONSTRAINT "ppc_facts_tracker_id_rank_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."rank_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_facts" ADD CONSTRAINT "ppc_facts_connection_id_amazon_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."amazon_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_imports" ADD CONSTRAINT "ppc_imports_connection_id_amazon_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."amazon_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppc_facts_read_idx" ON "ppc_facts" USING btree ("tracker_id","search_term","day","campaign_name","match_type","impressions","clicks","spend","sales","orders");--> statement-breakpoint
CREATE INDEX "ppc_facts_connection_day_idx" ON "ppc_facts" USING btree ("connection_id","day");