import { diveEndpoints, KEYWORD_LISTS, type KeywordList } from '@fathom/contract';
import { Box, Group, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { isApiError } from '../lib/api-client';
import { useEndpointQuery } from '../lib/endpoint-query';
import { CompetitorsPanel } from '../features/niches/components/CompetitorsPanel';
import { KeywordGrid } from '../features/niches/components/KeywordGrid';
import { KeywordSettingsPanel } from '../features/keyword-lists/components/KeywordSettingsPanel';
import { KeywordExclusionMenu } from '../features/keyword-lists/components/KeywordExclusionMenu';
import { AddKeywordsButton } from '../features/keyword-lists/components/AddKeywordsButton';
import { useKeywordHandEdits } from '../features/keyword-lists/hooks/use-keyword-hand-edits';
import { KeywordSettingsProvider } from '../features/keyword-lists/hooks/keyword-settings-context';
import { KeywordListView } from '../features/keyword-lists/components/KeywordListView';
import { NicheMetrics } from '../features/niches/components/NicheMetrics';
import { useNicheOrganization } from '../features/niches/hooks/use-niche-organization';
import { LIST_TABS } from '../features/niches/lib/niche-views';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';

/** The grid fills the window below the niche's figures, never shorter than 420 px. */
const GRID_HEIGHT = 'max(420px, calc(100vh - 470px))';
/** The competitors panel lines up with the grid, its tabs and its toolbar. */
const PANEL_HEIGHT = 'max(490px, calc(100vh - 400px))';

function isKeywordList(value: string | null): value is KeywordList {
  return KEYWORD_LISTS.some((list) => list === value);
}

/** The niche analysis page: the niche's figures, its keyword lists and its competitors. */
interface MklPageProps {
  nicheId: number;
  /** The keyword list on screen; each has its own address. */
  list: KeywordList;
  onListChange: (list: KeywordList) => void;
}

export function MklPage({ nicheId, list, onListChange }: MklPageProps) {
  const niche = useEndpointQuery(diveEndpoints.niche, { params: { nicheId } });
  const competitors = useEndpointQuery(diveEndpoints.competitors, { params: { nicheId } });
  const ownOrganization = useNicheOrganization(niche.data);
  const edits = useKeywordHandEdits(
    nicheId,
    niche.data?.organizationId ?? 0,
    niche.data?.canManage ?? false,
  );
  useDocumentTitle(niche.data ? `${niche.data.label} · ${LIST_TABS[list]} · Fathom` : 'Fathom');

  if (niche.isError) {
    if (isApiError(niche.error, 404)) return <NicheNotFound />;
    return (
      <QueryError
        title="Could not load the niche"
        error={niche.error}
        onRetry={() => void niche.refetch()}
      />
    );
  }
  if (!niche.data || !ownOrganization) return <PageLoader />;

  return (
    <KeywordSettingsProvider
      key={nicheId}
      nicheId={nicheId}
      orgId={niche.data.organizationId}
      canManage={niche.data.canManage}
    >
      <Stack gap="lg">
        <NicheMetrics niche={niche.data} />
        <KeywordSettingsPanel />
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Tabs
              value={list}
              onChange={(value) => {
                if (isKeywordList(value) && value !== list) onListChange(value);
              }}
              keepMounted={false}
            >
              <Tabs.List mb="sm">
                {KEYWORD_LISTS.map((key) => (
                  <Tabs.Tab key={key} value={key}>
                    {LIST_TABS[key]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {KEYWORD_LISTS.map((key) => (
                <Tabs.Panel key={key} value={key}>
                  <KeywordListView
                    nicheId={nicheId}
                    nicheLabel={niche.data.label}
                    marketplace={niche.data.marketplace}
                    list={key}
                    height={GRID_HEIGHT}
                    renderGrid={(controls) => (
                      <KeywordGrid
                        nicheId={nicheId}
                        nicheLabel={niche.data.label}
                        list={key}
                        competitors={competitors.data}
                        height={GRID_HEIGHT}
                        selection={controls.selection}
                        onSelectionChange={controls.onSelectionChange}
                        contextMenu={
                          niche.data.canManage
                            ? (target, close) => (
                                <KeywordExclusionMenu
                                  target={target}
                                  onClose={close}
                                  onRemove={edits.remove}
                                />
                              )
                            : undefined
                        }
                        onRemoveKeywords={edits.remove}
                        onPasteKeywords={edits.paste}
                        toolbar={
                          <Group gap="xs" wrap="nowrap">
                            {controls.toolbar}
                            {niche.data.canManage && key === 'mkl' ? (
                              <AddKeywordsButton
                                nicheId={nicheId}
                                orgId={niche.data.organizationId}
                              />
                            ) : null}
                          </Group>
                        }
                      />
                    )}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
            {competitors.isError ? (
              <QueryError
                title="Could not load the competitors"
                error={competitors.error}
                onRetry={() => void competitors.refetch()}
              />
            ) : null}
          </Box>
          {edits.dialogs}
          <CompetitorsPanel
            competitors={competitors.data}
            marketplace={niche.data.marketplace}
            height={PANEL_HEIGHT}
          />
        </Group>
      </Stack>
    </KeywordSettingsProvider>
  );
}
