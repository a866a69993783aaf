import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@fathom/contract';

export interface CaptureContext {
  /** The organization the user works in, if any. */
  orgId: () => number | null;
  track: (event: AnalyticsEvent) => void;
}

const BUTTONS = 'button, [role="button"]';

/** The text a screen reader reads from an element: its text, word by word, without hidden parts. */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  const label = node.getAttribute('aria-label');
  if (label) return label;
  return [...node.childNodes].map(spokenText).join(' ');
}

/** A control's accessible name as a short single line, or null when it has none. */
export function accessibleName(element: Element | null, max: number): string | null {
  if (!element) return null;
  const labelledBy = element.getAttribute('aria-labelledby');
  const fromIds = labelledBy
    ?.split(/\s+/)
    .map((id) => {
      const labelElement = element.ownerDocument.getElementById(id);
      return labelElement ? spokenText(labelElement) : '';
    })
    .join(' ');
  const fromLabel =
    element instanceof HTMLInputElement || element instanceof HTMLSelectElement
      ? [...(element.labels ?? [])].map(spokenText).join(' ')
      : '';
  const raw =
    element.getAttribute('aria-label') ||
    fromIds ||
    fromLabel ||
    [...element.childNodes].map(spokenText).join(' ') ||
    element.getAttribute('title') ||
    '';
  const text = raw
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : null;
}

/** The combobox whose list holds an option (Mantine renders the list in a portal). */
function comboboxOf(option: Element): Element | null {
  const listbox = option.closest('[role="listbox"]');
  if (!listbox) return null;
  const controller = listbox.id
    ? [...option.ownerDocument.querySelectorAll('[aria-controls]')].find(
        (element) => element.getAttribute('aria-controls') === listbox.id,
      )
    : undefined;
  if (controller) return controller;
  return listbox.hasAttribute('aria-label') || listbox.hasAttribute('aria-labelledby')
    ? listbox
    : null;
}

/**
 * Records every button click and select change of the app as product analytics (spec: niche-dive
 * §7), by listening on the document: no control has to remember to report itself. What the user
 * types is never recorded; only which control they used and the option they picked.
 */
export function installAutoCapture(context: CaptureContext): () => void {
  const base = () => ({
    orgId: context.orgId(),
    screen: window.location.pathname.slice(0, ANALYTICS_LIMITS.screenLength),
    occurredAt: new Date().toISOString(),
  });
  const selectChange = (select: Element | null, option: Element | null, where = base()) => {
    const control = accessibleName(select, ANALYTICS_LIMITS.controlLength);
    const value = accessibleName(option, ANALYTICS_LIMITS.valueLength);
    if (control && value) context.track({ name: 'select_change', control, value, ...where });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const option = target?.closest('[role="option"]');
    if (option) {
      if (option.getAttribute('aria-disabled') === 'true') return;
      const combobox = comboboxOf(option);
      const where = base();
      // A select shows the chosen option's label once the pick has happened: that is the value.
      setTimeout(() => {
        const shown = combobox instanceof HTMLInputElement ? combobox.value.trim() : '';
        if (shown) {
          const control = accessibleName(combobox, ANALYTICS_LIMITS.controlLength);
          const value = shown.replace(/\p{Cc}+/gu, ' ').slice(0, ANALYTICS_LIMITS.valueLength);
          if (control) context.track({ name: 'select_change', control, value, ...where });
        } else {
          selectChange(combobox, option, where);
        }
      }, 0);
      return;
    }
    const button = target?.closest(BUTTONS);
    if (!button || button.matches(':disabled, [aria-disabled="true"]')) return;
    const control = accessibleName(button, ANALYTICS_LIMITS.controlLength);
    if (control) context.track({ name: 'button_click', control, ...base() });
  };

  const onChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement) {
      selectChange(target, target.selectedOptions[0] ?? null);
    } else if (target instanceof HTMLInputElement && target.type === 'radio' && target.checked) {
      const group = target.closest('[role="radiogroup"]');
      selectChange(group ?? target, target.labels?.[0] ?? target);
    }
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
  };
}
