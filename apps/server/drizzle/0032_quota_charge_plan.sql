-- A quota check and charge in one statement: the limit comes from the plan in force (the chosen
-- level when the tier has it, else the tier's limit; JSON null or absent is unlimited; no plan or
-- an ended trial is 0), then quota_charge_within charges within it with the usage row locked.
CREATE OR REPLACE FUNCTION quota_charge_plan(
  p_key text,
  p_organization_id integer,
  p_feature text,
  p_period_start date,
  p_amount integer,
  p_live_since timestamptz,
  p_now timestamptz
) RETURNS TABLE (is_allowed boolean, is_charged boolean, used_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_found boolean := false;
  v_limit integer;
BEGIN
  SELECT true,
    CASE
      WHEN s.trial_ends_at IS NOT NULL AND s.trial_ends_at <= p_now THEN 0
      WHEN jsonb_typeof(s.levels -> p_feature) = 'number' AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(coalesce(t.levels -> p_feature, '[]'::jsonb)) l
        WHERE (l ->> 'quantity')::integer = (s.levels ->> p_feature)::integer
      ) THEN (s.levels ->> p_feature)::integer
      ELSE (t.limits ->> p_feature)::integer
    END
  INTO v_found, v_limit
  FROM subscriptions s JOIN tier_configs t ON t.tier = s.tier
  WHERE s.organization_id = p_organization_id;
  IF NOT coalesce(v_found, false) THEN
    v_limit := 0;
  END IF;
  RETURN QUERY SELECT * FROM quota_charge_within(
    p_key, p_organization_id, p_feature, p_period_start, p_amount, v_limit, p_live_since);
END
$$;
