import { webRoutes } from '@fathom/contract';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export type AnalysisPage = 'lists' | 'roots' | 'normalizer';

const PAGES: { page: AnalysisPage; label: string; to: string }[] = [
  { page: 'lists', label: 'Keyword lists', to: webRoutes.nicheMkl },
  { page: 'roots', label: 'Roots', to: webRoutes.nicheRoots },
  { page: 'normalizer', label: 'Normalizer', to: webRoutes.nicheNormalizer },
];

/** The niche analysis pages of the keyword list: its lists, its roots and its normalizer. */
export function AnalysisLinks({ nicheId, active }: { nicheId: number; active: AnalysisPage }) {
  return (
    <Group component="nav" aria-label="Keyword analysis" gap={4}>
      {PAGES.map(({ page, label, to }) => (
        <Button
          key={page}
          size="compact-sm"
          variant={page === active ? 'light' : 'subtle'}
          aria-current={page === active ? 'page' : undefined}
          renderRoot={(props) => <Link to={to} params={{ nicheId: String(nicheId) }} {...props} />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
