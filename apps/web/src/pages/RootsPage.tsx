import { diveEndpoints, keywordAnalysisEndpoints, type NicheSummary } from '@fathom/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatNumber } from '../lib/format';
import { useEndpointQuery } from '../lib/endpoint-query';
import { RootsGrid } from '../features/keyword-lists/components/RootsGrid';
import { NicheAnalysisShell } from './NicheAnalysisShell';

const GRID_HEIGHT = 'max(420px, calc(100vh - 330px))';

function fileName(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'niche'}-roots.csv`;
}

function Roots({ niche }: { niche: NicheSummary }) {
  const params = { nicheId: niche.id };
  const roots = useEndpointQuery(keywordAnalysisEndpoints.keywordRoots, { params });
  const keywords = useEndpointQuery(diveEndpoints.keywords, { params, query: { list: 'mkl' } });
  const volumes = useMemo(
    () => new Map((keywords.data ?? []).map((k) => [k.keyword, k.searchVolume])),
    [keywords.data],
  );
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="lg">
          Roots
        </Title>
        <Text fz="sm" c="dimmed">
          {roots.data
            ? `${formatNumber(roots.data.roots.length)} roots of ${formatNumber(roots.data.keywordCount)} keywords in the Master Keyword List · ${formatNumber(roots.data.totalSearchVolume)} search volume. Open a root to see its keywords.`
            : 'Words and two-word phrases of the Master Keyword List, with the search volume of the keywords containing them.'}
        </Text>
      </div>
      <RootsGrid
        label={`${niche.label} roots`}
        roots={roots.data?.roots}
        volumes={volumes}
        loading={roots.isPending}
        error={roots.error}
        height={GRID_HEIGHT}
        exportFileName={fileName(niche.label)}
      />
    </Stack>
  );
}

/** The niche's Master Keyword List collapsed into normalized roots (spec §2 route table, §4). */
export function RootsPage({ nicheId }: { nicheId: number }) {
  return (
    <NicheAnalysisShell nicheId={nicheId} title="Roots">
      {(niche) => <Roots niche={niche} />}
    </NicheAnalysisShell>
  );
}
