-- Relevancy, competition strength and keyword strength are filtered as the scores the pipeline
-- shows (0.6), no longer as percents (60): saved filters and kept grid views are rewritten.
UPDATE "saved_pipeline_filters" SET "filter" = jsonb_set("filter", '{filters}', (
  SELECT jsonb_agg(
    CASE WHEN f->>'field' IN ('minRelevancy', 'competitionStrength', 'keywordStrength')
      AND f->>'value' ~ '^\s*-?\d+(\.\d+)?\s*$'
    THEN jsonb_set(f, '{value}', to_jsonb(trim_scale(trim(f->>'value')::numeric / 100)::text))
    ELSE f END ORDER BY i)
  FROM jsonb_array_elements("filter"->'filters') WITH ORDINALITY AS e(f, i)))
WHERE jsonb_typeof("filter"->'filters') = 'array' AND jsonb_array_length("filter"->'filters') > 0;
--> statement-breakpoint
UPDATE "user_preferences" SET "value" = jsonb_set("value", '{filters}', (
  SELECT jsonb_agg(
    CASE WHEN f->>'field' IN ('minRelevancy', 'competitionStrength', 'keywordStrength')
      AND f->>'value' ~ '^\s*-?\d+(\.\d+)?\s*$'
    THEN jsonb_set(f, '{value}', to_jsonb(trim_scale(trim(f->>'value')::numeric / 100)::text))
    ELSE f END ORDER BY i)
  FROM jsonb_array_elements("value"->'filters') WITH ORDINALITY AS e(f, i)))
WHERE "key" = 'grid.pipeline' AND jsonb_typeof("value"->'filters') = 'array'
  AND jsonb_array_length("value"->'filters') > 0;
