import { DEFAULT_COMPETITORS, type QuotaUsage } from '@fathom/contract';
import { useDiveQuota } from '../../../entities/organization/use-dive-quota';
import { countChoices, type CountChoices } from '../../competitor-pickers/lib/count-choices';

export type CountQuota =
  | { status: 'loading' | 'error' }
  | {
      status: 'ready';
      competitorCap: number | null;
      divedAsins: QuotaUsage;
      exhausted: boolean;
      choices: CountChoices;
    };

/** The subscription and DIVED_ASINS quota, as competitor counts above the locked ones. */
export function useCountQuota(orgId: number, lockedCount: number): CountQuota {
  const quota = useDiveQuota(orgId, DEFAULT_COMPETITORS);
  if (quota.status !== 'ready') return { status: quota.status };
  const { competitorCap, divedAsins } = quota;
  return {
    status: 'ready',
    competitorCap,
    divedAsins,
    exhausted: quota.divedAsinsExhausted,
    choices: countChoices({ competitorCap, divedAsins, lockedCount }),
  };
}
