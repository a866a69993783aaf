import {
  connectionEndpoints,
  may,
  type Connection,
  type OrganizationSummary,
} from '@fathom/contract';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { QueryError } from '../../../components/QueryError';
import { useTierFeature } from '../../../entities/organization/use-tier-features';
import { formatDate } from '../../../lib/format';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useConnectionMutations } from '../hooks/use-connection-mutations';
import { ConnectionCodePanel, RequestConnectionForm } from './ConnectionForms';

const ROLE_TEXT: Record<Connection['role'], string> = {
  agency: 'Your agency',
  client: 'Your client',
};

function statusText(connection: Connection): string {
  if (connection.status === 'accepted') return 'Connected';
  return connection.role === 'agency' ? 'Waiting for your answer' : 'Waiting for the client';
}

function ConnectionsTable({
  orgId,
  connections,
  isOwner,
}: {
  orgId: number;
  connections: Connection[];
  isOwner: boolean;
}) {
  const { accept, remove } = useConnectionMutations(orgId);
  const [removing, setRemoving] = useState<Connection | null>(null);
  return (
    <>
      <Table verticalSpacing="xs" aria-label="Connected organizations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Connection</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Since</Table.Th>
            {isOwner ? <Table.Th aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {connections.map((c) => {
            const name = c.organization.name;
            const answers = c.status === 'pending' && c.role === 'agency';
            return (
              <Table.Tr key={c.id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{ROLE_TEXT[c.role]}</Table.Td>
                <Table.Td>
                  <Badge color={c.status === 'accepted' ? 'teal.9' : 'gray.8'} variant="filled">
                    {statusText(c)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDate(c.acceptedAt ?? c.createdAt)}</Table.Td>
                {isOwner ? (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {answers ? (
                        <Button
                          size="xs"
                          aria-label={`Accept the connection with ${name}`}
                          loading={accept.isPending && accept.variables?.id === c.id}
                          onClick={() => accept.mutate(c)}
                        >
                          Accept
                        </Button>
                      ) : null}
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`${answers ? 'Decline' : 'Remove'} the connection with ${name}`}
                        onClick={() => setRemoving(c)}
                      >
                        {answers ? 'Decline' : 'Remove'}
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        opened={removing !== null}
        title="Remove the connection"
        confirmLabel="Remove connection"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && remove.mutate(removing, { onSettled: () => setRemoving(null) })
        }
      >
        {removing
          ? `${removing.organization.name} and this organization will no longer be connected. Niches already transferred stay where they are.`
          : ''}
      </ConfirmModal>
    </>
  );
}

/**
 * Organizations connected to this one: an agency (on the Agency plan) connects its clients with
 * their connection code, the client's owner accepts, and the agency may then transfer niches.
 */
export function ConnectionsSection({ organization }: { organization: OrganizationSummary }) {
  const orgId = organization.id;
  const isOwner = may(organization.role, 'connections.manage');
  const agency = useTierFeature(orgId, 'AGENCY');
  const connections = useEndpointQuery(connectionEndpoints.listConnections, { params: { orgId } });
  return (
    <section aria-labelledby="connections-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="connections-title">
          Connected organizations
        </Title>
        <Text fz="sm" c="dimmed">
          An agency connects the organizations of its clients; once a client&apos;s owner accepts,
          the agency&apos;s owners and team managers can transfer niches into the client&apos;s
          spaces.
        </Text>
        {connections.isError ? (
          <QueryError
            title="Could not load the connections"
            error={connections.error}
            onRetry={() => void connections.refetch()}
          />
        ) : !connections.data ? (
          <Text fz="sm">Loading connections…</Text>
        ) : connections.data.length === 0 ? (
          <Alert color="gray" variant="light">
            No connected organizations yet.
          </Alert>
        ) : (
          <ConnectionsTable orgId={orgId} connections={connections.data} isOwner={isOwner} />
        )}
        {isOwner ? (
          <>
            {agency === 'loading' ? null : (
              <RequestConnectionForm orgId={orgId} hasAgency={agency !== 'no'} />
            )}
            <ConnectionCodePanel orgId={orgId} />
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            Only owners connect organizations and answer connection requests.
          </Text>
        )}
      </Stack>
    </section>
  );
}
