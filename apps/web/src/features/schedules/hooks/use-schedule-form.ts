import {
  diveEndpoints,
  takenPlaces,
  UNKNOWN_COMPETITOR_CAP,
  type NicheSummary,
  type Schedule,
} from '@fathom/contract';
import { useState } from 'react';
import { useOrganization } from '../../../entities/organization/use-organization';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useDiveQuota } from '../../../entities/organization/use-dive-quota';
import { useHeroPick } from '../../competitor-pickers/hooks/use-hero-pick';
import { countChoices, effectiveCount } from '../../competitor-pickers/lib/count-choices';
import { nicheLockedAsins } from '../../competitor-pickers/lib/niche-locks';
import { applyBlock } from '../lib/apply-block';
import {
  formFromSchedule,
  nextDiveDate,
  sameAsSaved,
  scheduleBody,
  scheduleSummary,
  type ScheduleErrors,
  type ScheduleForm,
} from '../lib/schedule-form';

/** A scheduled run's quota is checked when it runs; the choices follow the plan's cap only. */
const UNLIMITED = { used: 0, limit: null };

/** The Schedule AutoDive form: its values, what they mean, and whether they may be sent. */
export function useScheduleForm(
  niche: NicheSummary,
  saved: Schedule | null,
  storedExclusions: string[],
) {
  const organization = useOrganization();
  const competitors = useEndpointQuery(diveEndpoints.competitors, {
    params: { nicheId: niche.id },
  });
  const quota = useDiveQuota(organization.id, 15);
  const ready = quota.status === 'ready' ? quota : null;
  const [form, setForm] = useState<ScheduleForm>(() => formFromSchedule(saved, storedExclusions));
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const pick = useHeroPick(form.heroInput, competitors.data, niche.marketplace);

  // Every run keeps the niche's locked competitors (as a Dive Again starts with them): the form
  // shows them locked and counts their places, whatever the schedule locks besides.
  const nicheLocks = nicheLockedAsins(competitors.data, [...storedExclusions, ...form.excluded]);
  const locked = [...new Set([...nicheLocks, ...form.locked])];
  const competitorCap = ready?.competitorCap ?? null;
  const choices = countChoices({
    competitorCap,
    divedAsins: UNLIMITED,
    lockedCount: takenPlaces(pick.status === 'resolved' ? pick.asin : null, locked),
    floor: 2,
  });
  const nicheCount = effectiveCount(choices, form.count, { competitorCap, divedAsins: UNLIMITED });
  const regularCount = Math.min(niche.numCompetitors, competitorCap ?? UNKNOWN_COMPETITOR_CAP);
  const count = form.type === 'NicheDive' ? nicheCount : regularCount;
  const heroAsin = pick.status === 'resolved' ? pick.asin : form.heroInput;
  const body = scheduleBody({ ...form, heroInput: heroAsin, locked }, count);

  const blocked = applyBlock({
    canManage: niche.canManage,
    numCompetitors: niche.numCompetitors,
    count,
    remaining: ready?.divedAsins.remaining ?? null,
    unchanged: saved !== null && sameAsSaved(body, saved),
  });

  const update = (patch: Partial<ScheduleForm>, clear: 'all' | 'day' | 'none' = 'none') => {
    setForm((current) => ({ ...current, ...patch }));
    if (clear === 'all') setErrors({});
    if (clear === 'day') setErrors((current) => ({ ...current, day: undefined }));
  };

  return {
    form,
    update,
    errors,
    setErrors,
    competitors: competitors.data,
    /** The locked competitors shown: the niche's own, then those the schedule locks besides. */
    locked,
    nicheLocks,
    pick,
    choices,
    count,
    body,
    blocked,
    summary: scheduleSummary(form, count),
    nextDate: nextDiveDate(form, niche.marketplace),
  };
}
