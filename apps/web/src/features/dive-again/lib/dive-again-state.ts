/** The Niche Dive Again modal's state (spec: niche-dive §3 "Dive-again state", §4 "Dive Again"). */
export type DiveAgainMode = 'auto' | 'manual';
export type PickerDialog = 'NONE' | 'LOCK_COMPETITORS' | 'EXCLUDE_COMPETITORS';

export interface DiveAgainState {
  mode: DiveAgainMode;
  auto: {
    heroInput: string;
    /** null until the user picks one: the default then follows the quota. */
    competitorsCount: number | null;
    lockCompetitors: string[];
    excludeCompetitors: string[];
    /** The exclusions were edited here, so the stored ones no longer replace them. */
    exclusionsTouched: boolean;
    error: string | null;
  };
  manual: { heroInput: string; error: string | null };
  dialog: PickerDialog;
}

export type DiveAgainAction =
  | { type: 'mode'; mode: DiveAgainMode }
  | { type: 'hero'; value: string }
  | { type: 'count'; count: number }
  | { type: 'dialog'; dialog: PickerDialog }
  | { type: 'confirm-locks'; asins: string[] }
  | { type: 'confirm-exclusions'; asins: string[] }
  | { type: 'sync-exclusions'; asins: string[] }
  | { type: 'sync-locks'; asins: string[] }
  | { type: 'error'; error: string | null };

/** The modal's start: the niche's own hero ASIN in both modes, to keep or change. */
export function initialDiveAgainState(heroAsin = ''): DiveAgainState {
  return {
    mode: 'auto',
    auto: {
      heroInput: heroAsin,
      competitorsCount: null,
      lockCompetitors: [],
      excludeCompetitors: [],
      exclusionsTouched: false,
      error: null,
    },
    manual: { heroInput: heroAsin, error: null },
    dialog: 'NONE',
  };
}

const without = (list: string[], remove: readonly string[]) =>
  list.filter((asin) => !remove.includes(asin));

export function diveAgainReducer(state: DiveAgainState, action: DiveAgainAction): DiveAgainState {
  switch (action.type) {
    case 'mode':
      return {
        ...state,
        mode: action.mode,
        auto: { ...state.auto, error: null },
        manual: { ...state.manual, error: null },
      };
    case 'hero': {
      if (state.mode === 'manual')
        return { ...state, manual: { heroInput: action.value, error: null } };
      // The user's locks and exclusions stay as they are: the hero is set apart only when the
      // dive launches (launchLists), so choosing another hero brings them back untouched.
      return { ...state, auto: { ...state.auto, heroInput: action.value, error: null } };
    }
    case 'count':
      return { ...state, auto: { ...state.auto, competitorsCount: action.count, error: null } };
    case 'dialog':
      return { ...state, dialog: action.dialog };
    case 'confirm-locks':
      return {
        ...state,
        dialog: 'NONE',
        auto: {
          ...state.auto,
          lockCompetitors: action.asins,
          excludeCompetitors: without(state.auto.excludeCompetitors, action.asins),
        },
      };
    case 'confirm-exclusions':
      return {
        ...state,
        dialog: 'NONE',
        auto: {
          ...state.auto,
          excludeCompetitors: action.asins,
          lockCompetitors: without(state.auto.lockCompetitors, action.asins),
          exclusionsTouched: true,
        },
      };
    case 'sync-exclusions':
      if (state.auto.exclusionsTouched) return state;
      return {
        ...state,
        auto: {
          ...state.auto,
          excludeCompetitors: action.asins,
          lockCompetitors: without(state.auto.lockCompetitors, action.asins),
        },
      };
    case 'sync-locks':
      return {
        ...state,
        auto: {
          ...state.auto,
          lockCompetitors: without(action.asins, state.auto.excludeCompetitors),
        },
      };
    case 'error':
      return state.mode === 'manual'
        ? { ...state, manual: { ...state.manual, error: action.error } }
        : { ...state, auto: { ...state.auto, error: action.error } };
  }
}

/**
 * The lists a launch sends with its hero: the hero stays locked if the user locked it (it is in
 * the niche either way), and is taken off the exclusions, since a hero cannot be excluded.
 */
export function launchLists(auto: DiveAgainState['auto'], hero: string) {
  return {
    lockedAsins: auto.lockCompetitors,
    excludedAsins: without(auto.excludeCompetitors, [hero]),
  };
}
