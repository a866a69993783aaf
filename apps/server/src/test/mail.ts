import { expect } from 'vitest';
import type { TestApp } from './harness';

/** The newest e-mail the mail catcher holds for `to` with this subject. */
export function mailTo(t: TestApp, to: string, subject: string) {
  const mail = t.services.mailer.caught().find((m) => m.to === to && m.subject === subject);
  expect(mail, `an e-mail "${subject}" to ${to}`).toBeDefined();
  return mail!;
}

/** The path and query of the first link in an e-mail, to open through the app. */
export function firstLink(text: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  expect(url, 'a link in the e-mail').toBeDefined();
  const parsed = new URL(url!);
  return parsed.pathname + parsed.search;
}
