import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ConfirmChange } from './ConfirmChange';

const preview = {
  changeType: 'DOWNGRADE',
  lineItems: [],
  subtotalCents: 0,
  discountCents: 0,
  totalDueNowCents: 0,
  effectiveAt: '2099-01-07T00:00:00.000Z',
  nextRenewal: { date: '2099-01-07T00:00:00.000Z', amountCents: 4900 },
  promotionCode: null,
};
const eligible = { isEligible: true, reductions: [], message: null };

function renderConfirm(routes: MockRoute[]) {
  const fetch = mockFetch([
    { method: 'POST', path: '/api/orgs/7/subscription/preview', body: preview },
    { method: 'POST', path: '/api/orgs/7/subscription/eligibility', body: eligible },
    ...routes,
  ]);
  renderWithProviders(<Confirm />);
  return fetch;
}

function Confirm() {
  const [code, setCode] = useState<string | undefined>();
  return (
    <ConfirmChange
      orgId={7}
      change={{ subscriptionTierName: 'starter', recurrence: 'monthly' }}
      promotionCode={code}
      onPromotionCode={setCode}
      onBack={() => undefined}
      onApplied={() => undefined}
    />
  );
}

describe('ConfirmChange', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says before Confirm why usage does not fit, and Confirm stays disabled', async () => {
    const message =
      'Your usage is above the Starter plan, monthly limits. Reduce Rank Radar search terms from 509 to 500 or fewer first.';
    const fetch = renderConfirm([
      {
        method: 'POST',
        path: '/api/orgs/7/subscription/eligibility',
        body: { isEligible: false, reductions: [], message },
      },
    ]);
    expect(await screen.findByText(message)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm downgrade' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(confirm);
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says when a scheduled change takes effect and that nothing is due now', async () => {
    renderConfirm([]);
    const table = await screen.findByRole('table', { name: 'Invoice preview' });
    expect(within(table).getByText('$0.00')).toBeTruthy();
    expect(
      screen.getByText(
        /^The change takes effect on 2099-01-07, at the end of the current period, if your usage then fits its limits\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm downgrade' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('a promotion code that does not apply is named beside the field; the preview stays', async () => {
    const fetch = renderConfirm([]);
    await screen.findByRole('table', { name: 'Invoice preview' });
    fetch.routes.push({
      method: 'POST',
      path: '/api/orgs/7/subscription/preview',
      status: 400,
      body: { message: 'The promotion code BOGUS does not exist' },
    });
    const field = screen.getByRole('textbox', { name: 'Promotion code' });
    fireEvent.change(field, { target: { value: 'BOGUS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('The promotion code BOGUS does not exist')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('table', { name: 'Invoice preview' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm downgrade' })).toBeTruthy();
  });
});
