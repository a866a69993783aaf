import { PREFERENCE_VALUES, type PreferenceKey } from '@fathom/contract';
import { invalid } from '../../lib/errors';
import type { PreferencesRepository } from './preferences.repository';

/** The first problem of a value, as the validation of a request body words it. */
function problemOf(issues: { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid value';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A user's remembered choices by key (tag tree, grid columns...). Each key has its schema in the
 * contract; a value it refuses is not stored, and a stored value it no longer accepts is not
 * answered (the screen falls back to its default).
 */
export function createPreferencesService(repo: PreferencesRepository) {
  return {
    all: async (userId: string): Promise<Record<string, unknown>> => {
      const values: Record<string, unknown> = {};
      for (const { key, value } of await repo.all(userId)) {
        const schema = PREFERENCE_VALUES[key as PreferenceKey] as
          (typeof PREFERENCE_VALUES)[PreferenceKey] | undefined;
        const parsed = schema?.safeParse(value);
        if (parsed?.success) values[key] = parsed.data;
      }
      return values;
    },

    save: async (userId: string, key: PreferenceKey, value: unknown): Promise<void> => {
      const parsed = PREFERENCE_VALUES[key].safeParse(value);
      if (!parsed.success) throw invalid(problemOf(parsed.error.issues));
      await repo.put(userId, key, parsed.data);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
