CREATE TABLE "amazon_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"marketplace" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"account_name" text NOT NULL,
	"external_id" text NOT NULL,
	"refresh_token_encrypted" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "amazon_connections" ADD CONSTRAINT "amazon_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amazon_connections_org_kind_mp" ON "amazon_connections" USING btree ("organization_id","kind","marketplace");