ALTER TABLE "sign_in_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_email_address_pk" PRIMARY KEY("email","address");
