import { NAME_MAX } from '@fathom/contract';

/** A niche on its way to another organization: its id, label and marketplace. */
export interface LabelledNiche {
  id: number;
  label: string;
  marketplace: string;
}

const key = (marketplace: string, label: string) => `${marketplace}\u0000${label.toLowerCase()}`;

/** `label (n)`, cutting the label so the whole stays within a niche label's length. */
function suffixed(label: string, n: number): string {
  const suffix = ` (${n})`;
  return `${label.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * The label each niche takes in the target organization, where a label is unique per marketplace
 * (case aside). A niche whose label is free keeps it; one whose label is taken there gets the
 * first free ' (2)', ' (3)', ... suffix. Labels the moving niches keep are reserved first, so a
 * suffixed label never takes the label of another niche moving with it.
 */
export function labelsInTarget(
  moving: readonly LabelledNiche[],
  taken: readonly { marketplace: string; label: string }[],
): Map<number, string> {
  const used = new Set(taken.map((t) => key(t.marketplace, t.label)));
  const result = new Map<number, string>();
  const clashing: LabelledNiche[] = [];
  for (const niche of moving) {
    if (used.has(key(niche.marketplace, niche.label))) clashing.push(niche);
    else result.set(niche.id, niche.label);
  }
  for (const niche of moving)
    if (result.has(niche.id)) used.add(key(niche.marketplace, niche.label));
  for (const niche of clashing) {
    let n = 2;
    while (used.has(key(niche.marketplace, suffixed(niche.label, n)))) n += 1;
    const label = suffixed(niche.label, n);
    used.add(key(niche.marketplace, label));
    result.set(niche.id, label);
  }
  return result;
}
