import { Menu } from '@mantine/core';
import { GridRowMenu } from '../../../components/DataGrid';
import { useKeywordSettingsContext } from '../hooks/keyword-settings-context';
import { notExcluded, type ExclusionMatch } from '../hooks/use-keyword-settings';
import { countOf } from '@fathom/contract';

/** Where the menu opens, and the keywords it acts on (the selected ones, or the row clicked). */
export interface KeywordMenuTarget {
  keywords: string[];
  x: number;
  y: number;
}

const MATCH_NAMES: Record<ExclusionMatch, string> = { exact: 'EXACT', phrase: 'PHRASE' };

export function exclusionEntryText(count: number, match: ExclusionMatch): string {
  return `Exclude ${countOf(count, 'KW')} in ${MATCH_NAMES[match]}`;
}

export function removeEntryText(count: number): string {
  return `Remove ${countOf(count, 'KW')} from the lists`;
}

/**
 * The keyword grid's context menu (spec: niche-pipeline §2): 'Exclude N KWs in EXACT' and
 * '... in PHRASE' for the keywords not yet excluded that way. Shown only to those who may
 * manage the niche (the exclusion permission); the exclusion joins the settings' draft, which is
 * previewed and saved like any other change. 'Remove N KWs from the lists' removes them by hand.
 */
export function KeywordExclusionMenu({
  target,
  onClose,
  onRemove,
}: {
  target: KeywordMenuTarget | null;
  onClose: () => void;
  /** Removes the keywords from the lists (hand edit); without it the entry is not offered. */
  onRemove?: (keywords: string[]) => void;
}) {
  const { values, canManage, exclude } = useKeywordSettingsContext();
  if (!target || !values || !canManage) return null;
  const m = values.mklSettings;
  const entries = (['exact', 'phrase'] as const)
    .map((match) => ({
      match,
      keywords: notExcluded(
        match === 'exact' ? m.excludedKeywords : m.excludedPhrases,
        target.keywords,
      ),
    }))
    .filter((entry) => entry.keywords.length > 0);
  return (
    <GridRowMenu x={target.x} y={target.y} label="Keyword actions" onClose={onClose}>
      {entries.map(({ match, keywords }) => (
        <Menu.Item
          key={match}
          onClick={() => {
            onClose();
            exclude(match, keywords);
          }}
        >
          {exclusionEntryText(keywords.length, match)}
        </Menu.Item>
      ))}
      {onRemove ? (
        <Menu.Item
          color="red.9"
          onClick={() => {
            onClose();
            onRemove(target.keywords);
          }}
        >
          {removeEntryText(target.keywords.length)}
        </Menu.Item>
      ) : null}
      {entries.length === 0 && !onRemove ? (
        <Menu.Item disabled>
          {target.keywords.length === 1 ? 'This keyword is' : 'These keywords are'} already excluded
        </Menu.Item>
      ) : null}
    </GridRowMenu>
  );
}
