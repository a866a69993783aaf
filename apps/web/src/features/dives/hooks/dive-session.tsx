import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  clearActiveDive,
  readActiveDive,
  writeActiveDive,
  type ActiveDive,
} from '../lib/active-dive';

interface DiveSessionValue {
  /** The dive whose progress modal is open, or null. */
  activeDive: ActiveDive | null;
  begin: (dive: ActiveDive) => void;
  end: () => void;
}

const DiveSessionContext = createContext<DiveSessionValue | null>(null);

/** Holds the dive in progress for the whole signed-in app, surviving navigation and reloads. */
export function DiveSessionProvider({ children }: { children: ReactNode }) {
  const [activeDive, setActiveDive] = useState<ActiveDive | null>(readActiveDive);

  const begin = useCallback((dive: ActiveDive) => {
    writeActiveDive(dive);
    setActiveDive(dive);
  }, []);

  const end = useCallback(() => {
    clearActiveDive();
    setActiveDive(null);
  }, []);

  const value = useMemo(() => ({ activeDive, begin, end }), [activeDive, begin, end]);
  return <DiveSessionContext.Provider value={value}>{children}</DiveSessionContext.Provider>;
}

export function useDiveSession(): DiveSessionValue {
  const value = useContext(DiveSessionContext);
  if (!value) throw new Error('useDiveSession needs a DiveSessionProvider');
  return value;
}
