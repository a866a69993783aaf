import { useState } from 'react';

export type DialogKind = 'create' | 'rename' | 'delete';

/** Which dialog is open and for which item; the item stays set while a dialog closes. */
export function useManagementDialogs<T>() {
  const [open, setOpen] = useState<DialogKind | null>(null);
  const [target, setTarget] = useState<T | null>(null);
  return {
    open,
    target,
    show: (kind: DialogKind, item: T | null = null) => {
      setTarget(item);
      setOpen(kind);
    },
    close: () => setOpen(null),
  };
}
