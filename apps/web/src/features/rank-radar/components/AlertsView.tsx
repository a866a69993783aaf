import {
  countOf,
  ALERT_DIRECTIONS,
  ALERT_MOVE_DEFAULT,
  ALERT_RULE_KEYWORDS_MAX,
  ALERT_RULE_KINDS,
  ALERT_THRESHOLD_MAX,
  ALERT_TOP_DEFAULT,
  alertRuleText,
  rankRadarAlertEndpoints as e,
  rankRadarEndpoints,
  type AlertDirection,
  type AlertRuleKind,
} from '@fathom/contract';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryError } from '../../../components/QueryError';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';
import { notifyError, notifySuccess } from '../../../lib/notify';

const KIND_LABELS: Record<AlertRuleKind, string> = {
  leaves_top: 'A search term leaves the top N',
  enters_top: 'A search term enters the top N',
  moves: 'A search term moves by N places or more',
};
const DIRECTION_LABELS: Record<AlertDirection, string> = {
  either: 'Up or down',
  up: 'Up',
  down: 'Down',
};
const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;
const rankText = (rank: number | null) => (rank === null ? 'not ranked' : `#${rank}`);

/**
 * The tracker's search terms to choose from, read from its heatmap once the list is first opened:
 * every term not archived, paused ones too. The same request as the Roots view's, so either screen
 * finds the other's answer in the cache.
 */
function useTermOptions(orgId: number, krtId: number, wanted: boolean) {
  const heatmap = useEndpointQuery(
    rankRadarEndpoints.heatmap,
    { params: { orgId, krtId }, query: { archived: 'false' } },
    { enabled: wanted },
  );
  const options = useMemo(
    () =>
      (heatmap.data?.keywords ?? [])
        .map((k) => ({ value: String(k.keywordId), label: k.keyword }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [heatmap.data],
  );
  return { options, loading: heatmap.isFetching, failed: heatmap.isError };
}

/** The form that adds a rule: what to watch, N, the direction, the terms, and e-mail. */
function AddRuleForm({
  orgId,
  krtId,
  onSaved,
}: {
  orgId: number;
  krtId: number;
  onSaved: () => Promise<void>;
}) {
  const [kind, setKind] = useState<AlertRuleKind>('leaves_top');
  const [threshold, setThreshold] = useState<number | string>(ALERT_TOP_DEFAULT);
  const [direction, setDirection] = useState<AlertDirection>('either');
  const [email, setEmail] = useState(false);
  const [terms, setTerms] = useState<string[]>([]);
  const [termsOpened, setTermsOpened] = useState(false);
  const termOptions = useTermOptions(orgId, krtId, termsOpened);
  const create = useEndpointMutation(e.createAlertRule, {
    onSuccess: async () => {
      notifySuccess('Alert rule added');
      setTerms([]);
      await onSaved();
    },
    onError: (error) => notifyError('Could not add the alert rule', error),
  });
  const moves = kind === 'moves';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({
          params: { orgId, krtId },
          body: {
            kind,
            threshold: Number(threshold),
            direction: moves ? direction : 'either',
            keywordIds: terms.length > 0 ? terms.map(Number) : null,
            email,
          },
        });
      }}
    >
      <Group align="end" wrap="wrap">
        <Select
          label="Alert when"
          data={ALERT_RULE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          value={kind}
          allowDeselect={false}
          onChange={(next) => {
            const k = next ?? 'leaves_top';
            setKind(k);
            setThreshold(k === 'moves' ? ALERT_MOVE_DEFAULT : ALERT_TOP_DEFAULT);
          }}
          w={320}
        />
        <NumberInput
          label={moves ? 'Places (N)' : 'Top (N)'}
          min={1}
          max={ALERT_THRESHOLD_MAX}
          allowDecimal={false}
          value={threshold}
          onChange={setThreshold}
          w={110}
        />
        {moves && (
          <Select
            label="Direction"
            data={ALERT_DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_LABELS[d] }))}
            value={direction}
            allowDeselect={false}
            onChange={(next) => setDirection(next ?? 'either')}
            w={140}
          />
        )}
        <MultiSelect
          label="Search terms"
          placeholder={terms.length === 0 ? 'All active search terms' : undefined}
          data={termOptions.options}
          value={terms}
          onChange={setTerms}
          onDropdownOpen={() => setTermsOpened(true)}
          maxValues={ALERT_RULE_KEYWORDS_MAX}
          limit={50}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={
            termOptions.failed
              ? 'Could not load the search terms'
              : termOptions.loading
                ? 'Loading search terms…'
                : 'No search term matches'
          }
          w={320}
        />
        <Checkbox
          label="E-mail me a daily digest"
          checked={email}
          onChange={(event) => setEmail(event.currentTarget.checked)}
          mb={8}
        />
        <Button type="submit" loading={create.isPending}>
          Add rule
        </Button>
      </Group>
      <Text size="sm" mt={4}>
        A rule watches the search terms chosen, or all the tracker&apos;s active search terms when
        none is chosen, and is checked after each day is collected.
      </Text>
    </form>
  );
}

/** A tracker's rank-change alerts: its rules, and the alerts they raised (newest first). */
export function AlertsView({
  orgId,
  krtId,
  canManage,
}: {
  orgId: number;
  krtId: number;
  canManage: boolean;
}) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const rules = useEndpointQuery(e.alertRules, { params: { orgId, krtId } });
  const alerts = useEndpointQuery(e.alerts, { params: { orgId, krtId }, query: { page } });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.tracker(orgId, krtId) });
  const remove = useEndpointMutation(e.deleteAlertRule, {
    onSuccess: async () => {
      notifySuccess('Alert rule deleted');
      await refresh();
    },
    onError: (error) => notifyError('Could not delete the alert rule', error),
  });
  const read = useEndpointMutation(e.readAlerts, {
    onSuccess: () => refresh(),
    onError: (error) => notifyError('Could not mark the alerts read', error),
  });

  if (rules.isError)
    return (
      <QueryError
        title="Could not load the alert rules"
        error={rules.error}
        onRetry={() => void rules.refetch()}
      />
    );
  if (alerts.isError)
    return (
      <QueryError
        title="Could not load the alerts"
        error={alerts.error}
        onRetry={() => void alerts.refetch()}
      />
    );
  const data = alerts.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Alert rules
          </Title>
          {rules.data && rules.data.rules.length === 0 && (
            <Text size="sm">No alert rules yet.</Text>
          )}
          {rules.data?.rules.map((rule) => {
            const text = alertRuleText(rule);
            return (
              <Group key={rule.id} justify="space-between">
                <Group gap="xs">
                  <Text>{text}</Text>
                  <Text size="sm">
                    {rule.keywordIds
                      ? countOf(rule.keywordIds.length, 'search term')
                      : 'All active search terms'}
                  </Text>
                  {rule.email && (
                    <Badge variant="light" color="blue">
                      E-mail
                    </Badge>
                  )}
                </Group>
                {canManage && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Delete rule ${text}`}
                    loading={remove.isPending && remove.variables?.params.ruleId === rule.id}
                    onClick={() => remove.mutate({ params: { orgId, krtId, ruleId: rule.id } })}
                  >
                    Delete
                  </Button>
                )}
              </Group>
            );
          })}
          {canManage && <AddRuleForm orgId={orgId} krtId={krtId} onSaved={refresh} />}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Alerts{data ? ` (${data.unread} unread)` : ''}
            </Title>
            <Button
              size="xs"
              variant="light"
              disabled={!data?.unread}
              loading={read.isPending}
              onClick={() => read.mutate({ params: { orgId, krtId }, body: {} })}
            >
              Mark all read
            </Button>
          </Group>
          {data && data.total === 0 && (
            <Text size="sm">
              No alerts yet: they appear here after a collected day meets a rule.
            </Text>
          )}
          {data && data.total > 0 && (
            <Table aria-label="Alerts" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Search term</Table.Th>
                  <Table.Th>Alert</Table.Th>
                  <Table.Th>Rank</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.alerts.map((alert) => (
                  <Table.Tr key={alert.id} fw={alert.read ? undefined : 600}>
                    <Table.Td>
                      <Group gap={6}>
                        {alert.day}
                        {!alert.read && (
                          <Badge size="sm" color="blue.9">
                            New
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{alert.keyword}</Table.Td>
                    <Table.Td>{alert.rule}</Table.Td>
                    <Table.Td>
                      {rankText(alert.previousRank)} → {rankText(alert.rank)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {data && data.total > data.pageSize && (
            <Pagination
              total={Math.ceil(data.total / data.pageSize)}
              value={page}
              onChange={setPage}
              aria-label="Alert pages"
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
