import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  DATA_NOT_AVAILABLE,
  MARKETPLACE_NOT_SUPPORTED,
  webRoutes,
  waitingForReports,
  type SqpOverallStatus,
  type RequireAmazonConnection,
} from '@fathom/contract';

/** What the PPC or SQP panel shows instead of data (spec §2 "Empty states"). */
export type DataEmptyStateProps = {
  /** Whether the tracker's marketplace has the data at all (`capabilities()` not 'unsupported'). */
  marketplaceSupported: boolean;
  /** A notice beside other content (above the heatmap) rather than a whole panel. */
  compact?: boolean;
  now?: Date;
} & (
  | {
      kind: 'ppc';
      /** From `GET /krt/{id}/ppc-prerequisite`. */
      requireAmazonConnection: RequireAmazonConnection;
      lastUpdated: string | null;
    }
  | {
      kind: 'sqp';
      /** The overall SQP status (`overallSqpStatus`). */
      status: SqpOverallStatus;
    }
);

export type EmptyReason = 'unsupported' | 'waiting' | 'noConnection' | 'noData';

/** Which empty state applies. */
export function emptyReason(props: DataEmptyStateProps): EmptyReason {
  if (!props.marketplaceSupported) return 'unsupported';
  if (props.kind === 'ppc') {
    if (props.requireAmazonConnection === 'YES') return 'noConnection';
    return waitingForReports(
      props.requireAmazonConnection,
      props.lastUpdated,
      props.now ?? new Date(),
    )
      ? 'waiting'
      : 'noData';
  }
  if (props.status === 'NO_CONNECTION' || props.status === 'CONNECTION_ERROR')
    return 'noConnection';
  if (props.status === 'RECENT_CONNECTION' || props.status === 'IN_PROGRESS') return 'waiting';
  return 'noData';
}

export function DataEmptyState(props: DataEmptyStateProps) {
  const reason = emptyReason(props);
  const account = props.kind === 'ppc' ? 'Amazon Ads' : 'Selling Partner';
  return (
    <Stack
      gap="xs"
      align={props.compact ? 'flex-start' : 'center'}
      py={props.compact ? 0 : 'lg'}
      role="status"
      aria-label={DATA_NOT_AVAILABLE[props.kind]}
    >
      <Title order={3} size={props.compact ? 'h5' : 'h4'}>
        {DATA_NOT_AVAILABLE[props.kind]}
      </Title>
      {reason === 'unsupported' && <Text>{MARKETPLACE_NOT_SUPPORTED}</Text>}
      {reason === 'waiting' && (
        <Text>Waiting for reports: Amazon prepares them within a day of connecting.</Text>
      )}
      {reason === 'noData' && <Text>No data for the selected dates.</Text>}
      {reason === 'noConnection' && (
        <>
          <Text>Amazon connection not available: connect your {account} account.</Text>
          <Anchor href={webRoutes.amazonConnections}>Set up the Amazon connection</Anchor>
        </>
      )}
    </Stack>
  );
}
