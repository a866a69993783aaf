import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
} from '@fathom/contract';

/** zxcvbn with its common-password list, English words and names, and keyboard layouts. */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export interface PasswordContext {
  email?: string | undefined;
  name?: string | undefined;
}

/** Words a guesser would try first for this account: its email, the parts of it, the name. */
function personalWords({ email, name }: PasswordContext): string[] {
  const words = ['fathom'];
  if (email) {
    const [local = '', domain = ''] = email.toLowerCase().split('@');
    words.push(email.toLowerCase(), local, ...local.split(/[._+-]+/), ...domain.split('.'));
  }
  if (name) words.push(name.toLowerCase(), ...name.toLowerCase().split(/\s+/));
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** Why a password is refused, in words for the user, or null when it is strong enough. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const result = estimator.check(password, personalWords(context));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  return [PASSWORD_MESSAGES.tooWeak, ...advice].join(' ');
}
