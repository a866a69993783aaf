import { feeTable, marketplace, PROFIT_MESSAGES, type NicheSummary } from '@fathom/contract';
import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../components/PageLoader';
import { NicheAnalysisShell } from './NicheAnalysisShell';
import { QueryError } from '../components/QueryError';
import { formatDate } from '../lib/format';
import { ProfitResultsTable } from '../features/profits/components/ProfitResultsTable';
import { PriceBreakdown } from '../features/profits/components/PriceBreakdown';
import { ProfitSettingsForm } from '../features/profits/components/ProfitSettingsForm';
import { useProfits } from '../features/profits/hooks/use-profits';
import { unitBreakdown } from '../features/profits/lib/unit-breakdown';

/** PROFITS (spec §2 "Niche tracker and profits"): a niche's profit settings and results. */
export function ProfitsPage({ nicheId }: { nicheId: number }) {
  return (
    <NicheAnalysisShell nicheId={nicheId} title="Profits">
      {(niche) => (
        <Stack gap="lg">
          <Title order={2} fz={20}>
            Profits
          </Title>
          {feeTable(niche.marketplace) ? (
            <Profits niche={niche} />
          ) : (
            <Alert color="gray" variant="light" title="Profits">
              {PROFIT_MESSAGES.notSupported(marketplace(niche.marketplace).name)}
            </Alert>
          )}
        </Stack>
      )}
    </NicheAnalysisShell>
  );
}

function Profits({ niche }: { niche: NicheSummary }) {
  const tld = niche.marketplace;
  const p = useProfits(niche.id, niche.organizationId, tld);
  const table = feeTable(tld)!;
  if (p.saved.isError)
    return (
      <QueryError
        title="Could not load the profit settings"
        error={p.saved.error}
        onRetry={() => void p.saved.refetch()}
      />
    );
  if (!p.saved.data || !p.values) return <PageLoader />;
  const hasErrors = Object.keys(p.errors).length > 0;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="profit-settings-title">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={3} size="h5" id="profit-settings-title">
                Settings
              </Title>
              <Text fz="xs" c="dimmed">
                {p.saved.data.updatedAt
                  ? `Saved ${formatDate(p.saved.data.updatedAt)}`
                  : 'Not saved yet: the niche’s defaults'}
              </Text>
            </Group>
            {!niche.canManage ? (
              <Text fz="sm" c="dimmed">
                You can see these settings but not change them.
              </Text>
            ) : null}
            <ProfitSettingsForm
              values={p.values}
              errors={p.errors}
              table={table}
              tld={tld}
              range={p.saved.data.salesVelocityRange}
              disabled={!niche.canManage}
              onChange={p.change}
            />
            {niche.canManage ? (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" disabled={!p.dirty || p.saving} onClick={p.reset}>
                  Discard changes
                </Button>
                <Button
                  onClick={p.save}
                  loading={p.saving}
                  disabled={hasErrors || (!p.dirty && p.saved.data.saved)}
                >
                  Save profit settings
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="profit-results-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5" id="profit-results-title">
                Results
              </Title>
              {p.dirty ? (
                <Badge color="orange" variant="light" tt="none">
                  Unsaved changes
                </Badge>
              ) : null}
            </Group>
            {p.results && p.settings ? (
              <>
                <ProfitResultsTable results={p.results} tld={tld} />
                <PriceBreakdown
                  parts={unitBreakdown(p.results, p.settings)}
                  priceCents={p.settings.sellingPriceCents}
                  tld={tld}
                />
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                {hasErrors ? 'Correct the settings to see the results.' : 'No results yet.'}
              </Text>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
