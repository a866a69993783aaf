import {
  feeTable,
  settingsFigures,
  PROFIT_MESSAGES,
  ProfitSettings,
  profitEndpoints as e,
  type MarketplaceTld,
  type NicheProfits,
} from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import type { Draft } from '../lib/draft';

/** Field path ('shipping.airAmz.leadTimeDays') to the first message the contract gives it. */
export type DraftErrors = Record<string, string>;

/**
 * A niche's PROFITS settings as the page edits them: the draft's results are worked out as the
 * user types (the contract's maths, the server's too), and saved on request.
 */
export function useProfits(nicheId: number, orgId: number, tld: MarketplaceTld) {
  const client = useQueryClient();
  const key = endpointKey(e.nicheProfits, { params: { nicheId } });
  const saved = useEndpointQuery(e.nicheProfits, { params: { nicheId } });
  const [draft, setDraft] = useState<Draft | null>(null);
  const refreshNiches = useRefreshNiches();
  const save = useEndpointMutation(e.saveNicheProfits, {
    request: (body: ProfitSettings) => ({ params: { nicheId }, body }),
    onSuccess: (answer: NicheProfits) => {
      client.setQueryData(key, answer);
      setDraft(null);
      notifySuccess('Profit settings saved');
      void refreshNiches(orgId, [nicheId]);
    },
    onError: (error) => notifyError(PROFIT_MESSAGES.saveFailed, error),
  });

  const values: Draft | null = draft ?? saved.data?.settings ?? null;
  const table = feeTable(tld);
  const checked = useMemo(() => {
    const none: DraftErrors = {};
    if (!values) return { errors: none, settings: null };
    const parsed = ProfitSettings.safeParse(values);
    if (!parsed.success) {
      const errors: DraftErrors = {};
      for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
      return { errors, settings: null };
    }
    return { errors: none, settings: parsed.data };
  }, [values]);
  const answer = table && checked.settings ? settingsFigures(table, checked.settings) : null;
  const results = answer && 'figures' in answer ? answer.figures : null;

  return {
    saved,
    values,
    change: setDraft,
    dirty: draft !== null,
    errors: checked.errors,
    results,
    /** The settings the results are of, once every field is valid. */
    settings: results ? checked.settings : null,
    reset: () => setDraft(null),
    save: () => checked.settings && save.mutate(checked.settings),
    saving: save.isPending,
  };
}
