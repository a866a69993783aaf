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

  it('records an option picked in a combobox list as a select change', async () => {
    document.body.innerHTML = `
      <input role="combobox" aria-label="Competitors" aria-controls="count-list" />
      <div role="listbox" id="count-list"><div role="option"><span>20</span><span>max</span></div></div>
      <input role="combobox" aria-label="Marketplace" aria-controls="mp-list" />
      <div role="listbox" id="mp-list"><div role="option"><b>DE</b>Germany (amazon.de)</div></div>`;
    const { events, stop } = capture();
    const [count, market] = document.querySelectorAll<HTMLElement>('[role="option"]');
    count!.click();
    // A select shows the picked label in its box: that is the value recorded.
    market!.click();
    document.querySelector<HTMLInputElement>('[aria-label="Marketplace"]')!.value =
      'Germany (amazon.de)';
    window.history.pushState(null, '', '/after-the-pick');
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.history.pushState(null, '', '/');
    stop();
    expect(events.map((e) => ['value' in e ? e.value : null, e.control, e.screen])).toEqual([
      ['20 max', 'Competitors', '/'],
      ['Germany (amazon.de)', 'Marketplace', '/'],
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
