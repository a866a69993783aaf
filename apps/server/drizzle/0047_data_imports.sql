CREATE TABLE "data_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"marketplace" text NOT NULL,
	"data_date" date NOT NULL,
	"counts" jsonb NOT NULL,
	"problems_count" integer DEFAULT 0 NOT NULL,
	"problems" jsonb NOT NULL,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_source_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"fallback" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_ppc_rows" (
	"import_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"report" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"campaign_name" text NOT NULL,
	"ad_group_name" text NOT NULL,
	"advertised_asin" text,
	"match_type" text,
	"targeting" text,
	"search_term" text,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"spend" integer NOT NULL,
	"sales" integer NOT NULL,
	"orders" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_products" (
	"import_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"day" date NOT NULL,
	"asin" text NOT NULL,
	"title" text,
	"brand" text,
	"price" integer,
	"currency" text,
	"rating" real,
	"review_count" integer,
	"bsr" integer,
	"category" text,
	"monthly_sales" integer,
	"monthly_revenue" integer,
	"parent_asin" text
);
--> statement-breakpoint
CREATE TABLE "imported_ranks" (
	"import_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"day" date NOT NULL,
	"asin" text NOT NULL,
	"term" text NOT NULL,
	"organic_rank" integer,
	"sponsored_rank" integer
);
--> statement-breakpoint
CREATE TABLE "imported_search_positions" (
	"import_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"asin" text NOT NULL,
	"organic_rank" integer,
	"sponsored_rank" integer,
	"slot" text
);
--> statement-breakpoint
CREATE TABLE "imported_sqp_rows" (
	"import_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"search_query" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"search_query_score" integer NOT NULL,
	"search_query_volume" integer NOT NULL,
	"days_with_data" integer NOT NULL,
	"impressions_total" integer NOT NULL,
	"impressions_asin" integer NOT NULL,
	"impressions_share" real NOT NULL,
	"clicks_total" integer NOT NULL,
	"clicks_asin" integer NOT NULL,
	"clicks_share" real NOT NULL,
	"cart_adds_total" integer NOT NULL,
	"cart_adds_asin" integer NOT NULL,
	"cart_adds_share" real NOT NULL,
	"purchases_total" integer NOT NULL,
	"purchases_asin" integer NOT NULL,
	"purchases_share" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_terms" (
	"import_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"search_volume" integer
);
--> statement-breakpoint
CREATE TABLE "imported_top_search_terms" (
	"import_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"term" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"search_frequency_rank" integer NOT NULL,
	"clicked" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_settings" ADD CONSTRAINT "data_source_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_ppc_rows" ADD CONSTRAINT "imported_ppc_rows_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_products" ADD CONSTRAINT "imported_products_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_ranks" ADD CONSTRAINT "imported_ranks_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_search_positions" ADD CONSTRAINT "imported_search_positions_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_sqp_rows" ADD CONSTRAINT "imported_sqp_rows_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_terms" ADD CONSTRAINT "imported_terms_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_top_search_terms" ADD CONSTRAINT "imported_top_search_terms_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_imports_org_idx" ON "data_imports" USING btree ("organization_id","marketplace","id");--> statement-breakpoint
CREATE INDEX "imported_ppc_rows_read_idx" ON "imported_ppc_rows" USING btree ("organization_id","marketplace","advertised_asin","start_date");--> statement-breakpoint
CREATE INDEX "imported_ppc_rows_import_idx" ON "imported_ppc_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imported_products_read_idx" ON "imported_products" USING btree ("organization_id","marketplace","asin","day");--> statement-breakpoint
CREATE INDEX "imported_products_import_idx" ON "imported_products" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imported_ranks_asin_idx" ON "imported_ranks" USING btree ("organization_id","marketplace","asin","day");--> statement-breakpoint
CREATE INDEX "imported_ranks_term_idx" ON "imported_ranks" USING btree ("organization_id","marketplace","term","day");--> statement-breakpoint
CREATE INDEX "imported_ranks_import_idx" ON "imported_ranks" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imported_search_positions_read_idx" ON "imported_search_positions" USING btree ("organization_id","marketplace","term","day");--> statement-breakpoint
CREATE INDEX "imported_search_positions_import_idx" ON "imported_search_positions" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imported_sqp_rows_read_idx" ON "imported_sqp_rows" USING btree ("organization_id","marketplace","asin","end_date");--> statement-breakpoint
CREATE INDEX "imported_sqp_rows_import_idx" ON "imported_sqp_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imported_terms_read_idx" ON "imported_terms" USING btree ("organization_id","marketplace","term","day");--> statement-breakpoint
CREATE INDEX "imported_terms_import_idx" ON "imported_terms" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imported_top_search_terms_read_idx" ON "imported_top_search_terms" USING btree ("organization_id","marketplace","term");--> statement-breakpoint
CREATE INDEX "imported_top_search_terms_import_idx" ON "imported_top_search_terms" USING btree ("import_id");