-- One round trip for a quota charge: the period's usage row is locked first, so charges and
-- reservations of one quota take turns; each later statement sees what the turns before committed.
CREATE OR REPLACE FUNCTION quota_charge_within(
  p_key text,
  p_organization_id integer,
  p_feature text,
  p_period_start date,
  p_amount integer,
  p_limit integer,
  p_live_since timestamptz
) RETURNS TABLE (is_allowed boolean, is_charged boolean, used_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_used integer;
  v_held integer;
BEGIN
  INSERT INTO quota_usage AS u (organization_id, feature, period_start, used)
  VALUES (p_organization_id, p_feature, p_period_start, 0)
  ON CONFLICT (organization_id, feature, period_start) DO UPDATE SET used = u.used
  RETURNING u.used INTO v_used;
  IF EXISTS (SELECT 1 FROM quota_charges c WHERE c.key = p_key) THEN
    RETURN QUERY SELECT true, false, v_used;
    RETURN;
  END IF;
  IF p_limit IS NOT NULL THEN
    SELECT coalesce(sum(r.amount), 0)::integer INTO v_held
    FROM quota_reservations r
    WHERE r.organization_id = p_organization_id AND r.feature = p_feature
      AND r.period_start = p_period_start AND r.created_at > p_live_since;
    IF v_used + v_held + p_amount > p_limit THEN
      RETURN QUERY SELECT false, false, v_used;
      RETURN;
    END IF;
  END IF;
  INSERT INTO quota_charges (key, organization_id, feature, amount)
  VALUES (p_key, p_organization_id, p_feature, p_amount);
  UPDATE quota_usage u SET used = u.used + p_amount
  WHERE u.organization_id = p_organization_id AND u.feature = p_feature
    AND u.period_start = p_period_start
  RETURNING u.used INTO v_used;
  RETURN QUERY SELECT true, true, v_used;
END
$$;
