-- Relevancy and strengths are filtered as the pipeline shows them, as scores (0.6), no longer as
-- percents (60): stored views (saved filters and the kept pipeline grid) are brought over.
CREATE FUNCTION pg_temp.scores_as_shown(filters jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    CASE
      WHEN f->>'field' IN ('minRelevancy', 'competitionStrength', 'keywordStrength')
        AND f->>'value' ~ '^-?\d+(\.\d+)?$'
      THEN jsonb_set(f, '{value}', to_jsonb(trim_scale((f->>'value')::numeric / 100)::text))
      ELSE f
    END ORDER BY ord), '[]'::jsonb)
  FROM jsonb_array_elements(filters) WITH ORDINALITY AS e(f, ord)
$$;--> statement-breakpoint
UPDATE "saved_pipeline_filters"
SET "filter" = jsonb_set("filter", '{filters}', pg_temp.scores_as_shown("filter"->'filters'))
WHERE jsonb_typeof("filter"->'filters') = 'array';--> statement-breakpoint
UPDATE "user_preferences"
SET "value" = jsonb_set("value", '{filters}', pg_temp.scores_as_shown("value"->'filters'))
WHERE "key" = 'grid.pipeline' AND jsonb_typeof("value"->'filters') = 'array';--> statement-breakpoint
DROP FUNCTION pg_temp.scores_as_shown(jsonb);
