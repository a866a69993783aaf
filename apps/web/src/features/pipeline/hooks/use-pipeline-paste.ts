import type { PipelineRow } from '@fathom/contract';
import { useCallback } from 'react';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { callApi, errorMessage } from '../../../lib/api-client';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import {
  PASTE_COLUMNS,
  PASTE_TEXT,
  pasteBody,
  pasteLines,
  pasteRefusal,
  type PasteColumn,
} from '../lib/pipeline-paste';

/** One toast of sentences: what was pasted, then what was skipped or refused. */
const toastText = (parts: string[]) =>
  parts.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');

export interface PasteTarget {
  row: PipelineRow;
  columnId: string;
}

/**
 * Pasted lines into one column: line 1 into the row pasted on, line 2 into the next row shown,
 * and so on, each checked by the contract, then written by the endpoint the column's dialog
 * uses. Rows the user may not manage are skipped; lines beyond the last row are left out.
 */
export function usePipelinePaste(
  orgId: number,
  rowsFrom: (id: number, count: number) => Promise<PipelineRow[]>,
) {
  const refresh = useRefreshNiches();
  return useCallback(
    async ({ row, columnId }: PasteTarget, text: string) => {
      const refusal = pasteRefusal(row, columnId);
      if (refusal) return notifyErrorMessage(refusal);
      const column = columnId as PasteColumn;
      const lines = pasteLines(text);
      if (lines.length === 0 || lines.every((line) => line.trim() === ''))
        return notifyErrorMessage(PASTE_TEXT.empty);
      let found: PipelineRow[];
      try {
        found = await rowsFrom(row.id, lines.length);
      } catch (error) {
        return notifyErrorMessage(errorMessage(error));
      }
      const targets = found.length > 0 ? found : [row];
      const refused: string[] = [];
      let skipped = 0;
      const writes = targets.flatMap((niche, index) => {
        if (!niche.canManage) {
          skipped += 1;
          return [];
        }
        const checked = pasteBody(column, lines[index] ?? '');
        if (checked.ok) return [{ niche, line: index + 1, body: checked.body }];
        refused.push(PASTE_TEXT.refused(index + 1, niche.label, checked.reason));
        return [];
      });
      const written: number[] = [];
      for (const { niche, line, body } of writes) {
        try {
          await callApi(PASTE_COLUMNS[column].endpoint, {
            params: { nicheId: niche.id },
            body: body as never,
          });
          written.push(niche.id);
        } catch (error) {
          refused.push(PASTE_TEXT.refused(line, niche.label, errorMessage(error)));
        }
      }
      const beyond = lines.length - targets.length;
      const notes = [
        ...(skipped > 0 ? [PASTE_TEXT.skipped(skipped)] : []),
        ...(beyond > 0 ? [PASTE_TEXT.beyond(beyond)] : []),
        ...refused,
      ];
      if (written.length === 0) {
        notifyErrorMessage(toastText([PASTE_TEXT.noneValid, ...notes]));
        return;
      }
      await refresh(orgId, written);
      notifySuccess(toastText([PASTE_TEXT.pasted(written.length, column), ...notes]));
    },
    [orgId, rowsFrom, refresh],
  );
}

/** The clipboard's text, or null when the browser refuses to give it. */
export async function readClipboard(): Promise<string | null> {
  try {
    return await navigator.clipboard.readText();
  } catch {
    return null;
  }
}
