import type { AnalyticsEvent } from '@fathom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { installAutoCapture } from './auto-capture';

function capture(orgId: number | null = 3) {
  const events: AnalyticsEvent[] = [];
  const stop = installAutoCapture({ orgId: () => orgId, track: (e) => events.push(e) });
  return { events, stop };
}

describe('installAutoCapture', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('records a button click by its accessible name, with the page and organization', () => {
    document.body.innerHTML = `<button><svg></svg> Create
      Niche</button><button aria-label="Expand sidebar"><svg></svg></button>`;
    const { events, stop } = capture();
    const [create, expand] = document.querySelectorAll('button');
    create!.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expand!.click();
    stop();
    expect(events.map((e) => [e.name, e.control, e.orgId, e.screen])).toEqual([
      ['button_click', 'Create Niche', 3, '/'],
      ['button_click', 'Expand sidebar', 3, '/'],
    ]);
    expect(Number.isNaN(Date.parse(events[0]!.occurredAt))).toBe(false);
  });

  it('records an option picked in a combobox list as a select change', () => {
    document.body.innerHTML = `
      <input role="combobox" aria-label="Marketplace" aria-controls="mp-list" />
      <div role="listbox" id="mp-list"><div role="option">Germany (amazon.de)</div></div>`;
    const { events, stop } = capture();
    (document.querySelector('[role="option"]') as HTMLElement).click();
    stop();
    expect(events).toEqual([
      expect.objectContaining({
        name: 'select_change',
        control: 'Marketplace',
        value: 'Germany (amazon.de)',
      }),
    ]);
  });

  it('records native selects and radio groups, never typed text or disabled buttons', () => {
    document.body.innerHTML = `
      <label for="count">Competitors</label>
      <select id="count"><option>15</option><option>20</option></select>
      <div role="radiogroup" aria-label="Dive mode">
        <input type="radio" id="m" name="mode" /><label for="m">Manual</label>
      </div>
      <input aria-label="Hero ASIN" />
      <button disabled>Launch</button>`;
    const { events, stop } = capture(null);
    const select = document.querySelector('select')!;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const radio = document.querySelector<HTMLInputElement>('input[type="radio"]')!;
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    const text = document.querySelector<HTMLInputElement>('input[aria-label="Hero ASIN"]')!;
    text.value = 'B0SECRET01';
    text.dispatchEvent(new Event('change', { bubbles: true }));
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    stop();
    expect(events.map((e) => [e.name, e.control, 'value' in e ? e.value : null, e.orgId])).toEqual([
      ['select_change', 'Competitors', '20', null],
      ['select_change', 'Dive mode', 'Manual', null],
    ]);
    expect(JSON.stringify(events)).not.toContain('B0SECRET01');
  });

  it('stops recording once removed', () => {
    document.body.innerHTML = '<button>Go Back</button>';
    const { events, stop } = capture();
    stop();
    document.querySelector('button')!.click();
    expect(events).toEqual([]);
  });
});
