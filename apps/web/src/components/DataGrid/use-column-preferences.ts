import type { ColumnVisibilityState, Updater } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import { storageKeys } from '../../lib/storage-keys';

interface StoredPreferences {
  columnVisibility: ColumnVisibilityState;
}

function read(key: string | undefined): ColumnVisibilityState {
  if (!key) return {};
  try {
    const raw = window.localStorage.getItem(storageKeys.gridPreferences(key));
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredPreferences>) : null;
    const visibility = parsed?.columnVisibility;
    if (!visibility || typeof visibility !== 'object') return {};
    return Object.fromEntries(
      Object.entries(visibility).filter(([, visible]) => typeof visible === 'boolean'),
    );
  } catch {
    return {};
  }
}

/** Which columns a grid shows, remembered per page in localStorage when the page names a key. */
export function useColumnPreferences(key: string | undefined) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => read(key));

  useEffect(() => {
    setVisibility(read(key));
  }, [key]);

  const update = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      setVisibility((previous) => {
        const next = typeof updater === 'function' ? updater(previous) : updater;
        if (key) {
          const stored: StoredPreferences = { columnVisibility: next };
          try {
            window.localStorage.setItem(storageKeys.gridPreferences(key), JSON.stringify(stored));
          } catch {
            // Storage may be full or disabled; the choice still holds for this visit.
          }
        }
        return next;
      });
    },
    [key],
  );

  return [visibility, update] as const;
}
