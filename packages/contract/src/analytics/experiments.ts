/** Experiments and their variants; the first variant of each is the control group. */
export const EXPERIMENTS = {
  /** The sidebar upgrade prompt for billing members below enterprise (spec: niche-dive §2). */
  sidebar_upgrade_prompt: ['control', 'quota_upgrade_modal', 'quota_upgrade_modal_progress_bar'],
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<E extends ExperimentName = ExperimentName> =
  (typeof EXPERIMENTS)[E][number];
export type ExperimentAssignments = { [E in ExperimentName]: ExperimentVariant<E> };

export const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

/** FNV-1a, 32 bits: a stable, evenly spread hash that needs no crypto library. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A user's variant of an experiment: the same user always gets the same one. */
export function assignVariant<E extends ExperimentName>(
  userId: string,
  experiment: E,
): ExperimentVariant<E> {
  const variants = EXPERIMENTS[experiment];
  return variants[fnv1a(`${experiment}:${userId}`) % variants.length]!;
}

export function isExperimentVariant<E extends ExperimentName>(
  experiment: E,
  value: string,
): value is ExperimentVariant<E> {
  return (EXPERIMENTS[experiment] as readonly string[]).includes(value);
}
