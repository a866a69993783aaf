import { GridPreferences } from '@fathom/contract';
import { storageKeys } from '../../lib/storage-keys';

/** Where a grid remembers its columns: per page, and per niche on a niche's pages. */
export interface GridPreferencesScope {
  page: string;
  nicheId?: number;
}

function storageKey({ page, nicheId }: GridPreferencesScope): string {
  return storageKeys.gridPreferences(nicheId === undefined ? page : `${page}.niche-${nicheId}`);
}

/** The column order, visibility and widths saved for a scope; nothing when none or unreadable. */
export function readGridPreferences(scope: GridPreferencesScope): Partial<GridPreferences> {
  try {
    const raw = window.localStorage.getItem(storageKey(scope));
    const parsed = GridPreferences.partial().safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeGridPreferences(scope: GridPreferencesScope, value: GridPreferences): void {
  try {
    window.localStorage.setItem(storageKey(scope), JSON.stringify(value));
  } catch {
    // Storage may be full or disabled; the choice still holds for this visit.
  }
}
