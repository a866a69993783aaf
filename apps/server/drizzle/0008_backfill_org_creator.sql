-- Organizations made before their creator was recorded count for their first owner, so the
-- per-user limit and the one-trial rule hold for existing users too.
UPDATE "organizations" AS o
SET "created_by" = (
  SELECT m."user_id"
  FROM "memberships" AS m
  WHERE m."organization_id" = o."id" AND m."role" = 'owner'
  ORDER BY m."created_at", m."user_id"
  LIMIT 1
)
WHERE o."created_by" IS NULL;
