CREATE TABLE "niche_assignees" (
	"niche_id" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "niche_assignees_niche_id_user_id_pk" PRIMARY KEY("niche_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "niche_labels" (
	"niche_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "niche_labels_niche_id_label_id_pk" PRIMARY KEY("niche_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "niche_spaces" (
	"niche_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	CONSTRAINT "niche_spaces_niche_id_space_id_pk" PRIMARY KEY("niche_id","space_id")
);
--> statement-breakpoint
CREATE TABLE "organization_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_organization_id" integer NOT NULL,
	"client_organization_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_pipeline_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_pipeline_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "niches" ADD COLUMN "has_rank_issue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "niche_assignees" ADD CONSTRAINT "niche_assignees_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_assignees" ADD CONSTRAINT "niche_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_labels" ADD CONSTRAINT "niche_labels_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_labels" ADD CONSTRAINT "niche_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_spaces" ADD CONSTRAINT "niche_spaces_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_spaces" ADD CONSTRAINT "niche_spaces_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_connections" ADD CONSTRAINT "organization_connections_agency_organization_id_organizations_id_fk" FOREIGN KEY ("agency_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_connections" ADD CONSTRAINT "organization_connections_client_organization_id_organizations_id_fk" FOREIGN KEY ("client_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_connections" ADD CONSTRAINT "organization_connections_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_pipeline_filters" ADD CONSTRAINT "saved_pipeline_filters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_pipeline_filters" ADD CONSTRAINT "saved_pipeline_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "niche_assignees_user_idx" ON "niche_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "niche_labels_label_idx" ON "niche_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "niche_spaces_space_idx" ON "niche_spaces" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_connections_pair_uq" ON "organization_connections" USING btree ("agency_organization_id","client_organization_id");--> statement-breakpoint
CREATE INDEX "organization_connections_client_idx" ON "organization_connections" USING btree ("client_organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_pipeline_filters_name_uq" ON "saved_pipeline_filters" USING btree ("organization_id","user_id",lower("name"));--> statement-breakpoint
-- A niche's one space becomes its first entry in niche_spaces; the column goes in the next migration.
INSERT INTO "niche_spaces" ("niche_id", "space_id")
  SELECT "id", "space_id" FROM "niches" WHERE "space_id" IS NOT NULL;
--> statement-breakpoint
-- A niche's spaces, labels and assignees are in its list rows: a change moves the lists on.
CREATE TRIGGER niche_spaces_touch_lists AFTER INSERT OR UPDATE OR DELETE ON niche_spaces
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_niche_row();
--> statement-breakpoint
CREATE TRIGGER niche_labels_touch_lists AFTER INSERT OR UPDATE OR DELETE ON niche_labels
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_niche_row();
--> statement-breakpoint
CREATE TRIGGER niche_assignees_touch_lists AFTER INSERT OR UPDATE OR DELETE ON niche_assignees
  FOR EACH ROW EXECUTE FUNCTION niche_lists_changed_by_niche_row();
