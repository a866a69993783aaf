/** Screen text of the pipeline page, word for word from the specification (niche-pipeline §2, §6, §8). */
export const PIPELINE_TEXT = {
  loadFailed:
    'Failed to load your niches, please try again later. If the issue persists contact support.',
  readOnly: 'Read Only',
  readOnlyTooltip: 'There are niches not manageable under this account',
  sharedBy: (name: string) => `Niche shared by an external organization ${name}`,
  rankIssue:
    'A technical issue affected the ranks of multi-variation products in this niche. Diving again is recommended.',
  noNiche: 'No niche found.',
  resetFilters: 'Reset all active filters',
  spacesGone: 'Filter is applied but some spaces are no longer available',
  copied: 'Copied to clipboard',
  copyFailed: 'Failed to copy!',
  copyAsins: 'Copy ASINs to clipboard',
} as const;
