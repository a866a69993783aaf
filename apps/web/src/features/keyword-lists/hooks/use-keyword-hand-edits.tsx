import { useState, type ReactNode } from 'react';
import { AddKeywordsDialog } from '../components/AddKeywordsButton';
import { RemoveKeywordsModal } from '../components/RemoveKeywordsModal';
import { useManualKeywords } from './use-manual-keywords';

/**
 * The keyword grid's hand edits, for whoever may manage the niche: Delete or Backspace on the
 * selected keywords (or the menu's Remove entry) asks to remove them from the lists, and lines
 * pasted into the grid open Add keywords with them, to become new rows (spec: shared grid
 * behaviour). `dialogs` renders what they open.
 */
export function useKeywordHandEdits(
  nicheId: number,
  orgId: number,
  canManage: boolean,
): {
  remove: ((keywords: string[]) => void) | undefined;
  paste: ((text: string) => void) | undefined;
  dialogs: ReactNode;
} {
  const { remove } = useManualKeywords(nicheId, orgId);
  const [removing, setRemoving] = useState<string[] | null>(null);
  const [pasted, setPasted] = useState<{ text: string; at: number } | null>(null);
  const dialogs = (
    <>
      <RemoveKeywordsModal
        keywords={removing}
        removing={remove.isPending}
        onConfirm={(keywords) => remove.mutate(keywords, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
      {pasted ? (
        <AddKeywordsDialog
          key={pasted.at}
          nicheId={nicheId}
          orgId={orgId}
          opened
          initialText={pasted.text}
          onClose={() => setPasted(null)}
        />
      ) : null}
    </>
  );
  return {
    remove: canManage ? setRemoving : undefined,
    paste: canManage ? (text) => setPasted({ text, at: Date.now() }) : undefined,
    dialogs,
  };
}
