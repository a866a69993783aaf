ALTER TABLE "users" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
-- Users who made an organization before this column had their trial with it.
UPDATE "users" AS u
SET "trial_started_at" = (
  SELECT min(o."created_at") FROM "organizations" AS o WHERE o."created_by" = u."id"
)
WHERE u."trial_started_at" IS NULL
  AND EXISTS (SELECT 1 FROM "organizations" AS o WHERE o."created_by" = u."id");
