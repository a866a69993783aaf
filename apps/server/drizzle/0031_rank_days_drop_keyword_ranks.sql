WITH "dict" AS (
	SELECT "tracker_id", "day",
		coalesce(array_agg(DISTINCT "top_asin") FILTER (WHERE "top_asin" IS NOT NULL), '{}') AS "asins"
	FROM "keyword_ranks" GROUP BY "tracker_id", "day"
)
INSERT INTO "rank_days" ("tracker_id", "day", "keyword_ids", "organic_ranks", "sponsored_ranks", "impression_ranks", "asins", "top_asins")
SELECT r."tracker_id", r."day",
	array_agg(r."keyword_id" ORDER BY r."keyword_id"),
	array_agg(r."organic_rank" ORDER BY r."keyword_id"),
	array_agg(r."sponsored_rank" ORDER BY r."keyword_id"),
	array_agg(r."impression_rank" ORDER BY r."keyword_id"),
	d."asins",
	array_agg(array_position(d."asins", r."top_asin")::smallint ORDER BY r."keyword_id")
FROM "keyword_ranks" r JOIN "dict" d ON d."tracker_id" = r."tracker_id" AND d."day" = r."day"
GROUP BY r."tracker_id", r."day", d."asins"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "keyword_ranks" CASCADE;
