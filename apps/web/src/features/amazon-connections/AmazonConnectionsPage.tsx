import {
  AMAZON_CONNECTION_KIND_LABELS,
  AMAZON_CONNECTION_KINDS,
  AMAZON_CONNECTION_STATE_LABELS,
  amazonConnectionEndpoints as e,
  MARKETPLACE_NOT_SUPPORTED,
  MARKETPLACES,
  may,
  type AmazonConnection,
  type AmazonConnectionKind,
  type MarketplaceTld,
  type OrganizationSummary,
} from '@fathom/contract';
import { Alert, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryError';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';

const STATE_COLORS = {
  CONNECTED: 'green',
  RECENTLY_CONNECTED: 'blue',
  CONNECTION_ERROR: 'red',
  NOT_CONNECTED: 'gray',
} as const;

/** What Amazon's redirect brought back (`?connected=` account name or `?error=` message). */
export interface SignInOutcome {
  connected?: string;
  error?: string;
}

/**
 * Shows the outcome of a Login with Amazon redirect once: a notification when connected, an alert
 * that stays until dismissed when not; `onRead` then clears it from the address.
 */
function useSignInOutcome(outcome: SignInOutcome, onRead: () => void) {
  const [error, setError] = useState(outcome.error ?? null);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || (!outcome.connected && !outcome.error)) return;
    shown.current = true;
    if (outcome.connected) notifySuccess(`${outcome.connected} connected`);
    onRead();
  }, [outcome, onRead]);
  return { error, dismiss: () => setError(null) };
}

/**
 * /settings/amazon-connections: per marketplace, the organization's Amazon Ads profile (PPC) and
 * Selling Partner account (SQP). Managers and owners connect and disconnect; members read.
 * Kinds the server connects through Login with Amazon go to Amazon; the others connect at once.
 */
export function AmazonConnectionsPage({
  organization,
  outcome = {},
  onOutcomeRead = () => {},
}: {
  organization: OrganizationSummary;
  outcome?: SignInOutcome;
  onOutcomeRead?: () => void;
}) {
  const orgId = organization.id;
  const signIn = useSignInOutcome(outcome, onOutcomeRead);
  const canManage = may(organization.role, 'amazonConnections.manage');
  const queryClient = useQueryClient();
  const [disconnecting, setDisconnecting] = useState<AmazonConnection | null>(null);
  const connections = useEndpointQuery(e.amazonConnections, { params: { orgId } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['orgs', orgId] });
  const connect = useEndpointMutation(e.connectAmazon, {
    onSuccess: async (r) => {
      notifySuccess(`${r.connection.accountName} connected`);
      await refresh();
    },
    onError: (error) => notifyError('Could not connect the Amazon account', error),
  });
  const startSignIn = useEndpointMutation(e.startAmazonSignIn, {
    onSuccess: (r) => window.location.assign(r.url),
    onError: (error) => notifyError('Could not connect the Amazon account', error),
  });
  const disconnect = useEndpointMutation(e.disconnectAmazon, {
    onSuccess: async () => {
      notifySuccess('Amazon account disconnected');
      setDisconnecting(null);
      await refresh();
    },
    onError: (error) => notifyError('Could not disconnect the Amazon account', error),
  });

  if (connections.isError)
    return (
      <QueryError
        title="Could not load the Amazon connections"
        error={connections.error}
        onRetry={() => void connections.refetch()}
      />
    );
  if (!connections.data) return <PageLoader />;
  const byKey = new Map(
    connections.data.connections.map((c) => [`${c.marketplace}/${c.kind}`, c] as const),
  );
  const unavailable = new Set(
    connections.data.unavailable.map((u) => `${u.marketplace}/${u.kind}`),
  );
  const onConnect = (kind: AmazonConnectionKind, marketplace: MarketplaceTld) =>
    (connections.data.loginWithAmazon.includes(kind) ? startSignIn : connect).mutate({
      params: { orgId },
      body: { kind, marketplace },
    });
  const connecting = (kind: AmazonConnectionKind, marketplace: MarketplaceTld) =>
    [connect, startSignIn].some(
      (m) =>
        m.isPending &&
        m.variables?.body.kind === kind &&
        m.variables.body.marketplace === marketplace,
    );

  return (
    <Stack>
      <PageHeader
        title="Amazon connections"
        description="PPC data is read through your Amazon Ads profile, SQP data through your Selling Partner account, per marketplace."
      />
      {signIn.error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="Could not connect the Amazon account"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={signIn.dismiss}
        >
          {signIn.error}
        </Alert>
      )}
      <Table striped aria-label="Amazon connections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Marketplace</Table.Th>
            <Table.Th>Connection</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Connected at</Table.Th>
            <Table.Th>Last update</Table.Th>
            {canManage && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MARKETPLACES.flatMap((m) =>
            AMAZON_CONNECTION_KINDS.map((kind) => {
              const c = byKey.get(`${m.tld}/${kind}`);
              const state = c?.state ?? 'NOT_CONNECTED';
              // Nothing to connect where the marketplace does not have the kind's data.
              const offered = !unavailable.has(`${m.tld}/${kind}`);
              const what = `${AMAZON_CONNECTION_KIND_LABELS[kind]} in ${m.name}`;
              return (
                <Table.Tr key={`${m.tld}/${kind}`} aria-label={what}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{AMAZON_CONNECTION_KIND_LABELS[kind]}</Table.Td>
                  <Table.Td>
                    {c || offered ? (
                      <Badge color={STATE_COLORS[state]} variant="light">
                        {AMAZON_CONNECTION_STATE_LABELS[state]}
                      </Badge>
                    ) : (
                      <Text fz="sm">{MARKETPLACE_NOT_SUPPORTED}</Text>
                    )}
                    {c?.lastError && <Text fz="sm">{c.lastError}</Text>}
                  </Table.Td>
                  <Table.Td>{c?.accountName ?? '—'}</Table.Td>
                  <Table.Td>{c ? formatDate(c.connectedAt) : '—'}</Table.Td>
                  <Table.Td>{c?.lastSyncedAt ? formatDate(c.lastSyncedAt) : '—'}</Table.Td>
                  {canManage && (
                    <Table.Td>
                      {offered && (!c || c.state === 'CONNECTION_ERROR') && (
                        <Button
                          size="xs"
                          aria-label={`Connect ${what}`}
                          loading={connecting(kind, m.tld)}
                          onClick={() => onConnect(kind, m.tld)}
                        >
                          Connect
                        </Button>
                      )}
                      {c && (
                        <Button
                          size="xs"
                          variant="default"
                          ml="xs"
                          aria-label={`Disconnect ${what}`}
                          onClick={() => setDisconnecting(c)}
                        >
                          Disconnect
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            }),
          )}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        opened={disconnecting !== null}
        title="Disconnect the Amazon account?"
        confirmLabel="Disconnect"
        loading={disconnect.isPending}
        onConfirm={() =>
          disconnecting && disconnect.mutate({ params: { orgId, connectionId: disconnecting.id } })
        }
        onClose={() => setDisconnecting(null)}
      >
        {disconnecting
          ? `${disconnecting.accountName} is disconnected and its stored access is deleted. Its data is no longer updated until you connect it again.`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
