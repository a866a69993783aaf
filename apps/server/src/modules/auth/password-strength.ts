import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
} from '@fathom/contract';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with its common-password list, English words and names, and keyboard layouts. Its
 * dictionaries take half a second to load: they load with the first password checked, not with
 * every server and job worker that starts.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

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
export async function passwordProblem(
  password: string,
  context: PasswordContext = {},
): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const result = (await passwordEstimator()).check(password, personalWords(context));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  return [PASSWORD_MESSAGES.tooWeak, ...advice].join(' ');
}
