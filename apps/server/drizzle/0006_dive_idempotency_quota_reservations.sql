CREATE TABLE "quota_reservations" (
	"key" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"feature" text NOT NULL,
	"period_start" date NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dive_runs" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "quota_reservations" ADD CONSTRAINT "quota_reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_reservations_org_idx" ON "quota_reservations" USING btree ("organization_id","feature","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_runs_idempotency_uq" ON "dive_runs" USING btree ("organization_id","idempotency_key") WHERE "dive_runs"."idempotency_key" is not null;