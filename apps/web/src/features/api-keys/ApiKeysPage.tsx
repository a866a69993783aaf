import {
  API_KEY_MESSAGES,
  apiKeyEndpoints as e,
  type ApiKey,
  type CreatedApiKey,
  type OrganizationSummary,
} from '@fathom/contract';
import { Alert, Button, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryError';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { endpointKey } from '../../lib/query-keys';
import { CreateApiKeyForm } from './CreateApiKeyForm';

/** The key just created, shown once with a copy button. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <Alert color="yellow" variant="light" title={`API key "${created.name}" created`}>
      <Stack gap="sm">
        <Text fz="sm" fw={600}>
          {API_KEY_MESSAGES.shownOnce}
        </Text>
        <Group gap="sm">
          <Code fz="sm" aria-label="New API key" style={{ wordBreak: 'break-all' }}>
            {created.key}
          </Code>
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button size="xs" variant="default" onClick={onDone}>
            I have copied the key
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /settings/api: the member's own API keys in the organization (prefix, name, scopes, dates),
 * a form to create one, shown once, and revoking with a confirmation.
 */
export function ApiKeysPage({ organization }: { organization: OrganizationSummary }) {
  const orgId = organization.id;
  const queryClient = useQueryClient();
  const listKey = endpointKey(e.listApiKeys, { params: { orgId } });
  const keys = useEndpointQuery(e.listApiKeys, { params: { orgId } });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = useEndpointMutation(e.createApiKey, {
    onSuccess: async (key) => {
      setCreated(key);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => notifyError('Could not create the API key', error),
  });
  const revoke = useEndpointMutation(e.revokeApiKey, {
    onSuccess: async () => {
      notifySuccess(`API key "${revoking?.name ?? ''}" revoked`);
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => notifyError('Could not revoke the API key', error),
  });

  if (keys.isError)
    return (
      <QueryError
        title="Could not load the API keys"
        error={keys.error}
        onRetry={() => void keys.refetch()}
      />
    );
  if (!keys.data) return <PageLoader />;

  return (
    <Stack gap="xl">
      <PageHeader
        title="API keys"
        description={`Keys let scripts and assistants call the Fathom API as you, in ${organization.name} only. Send a key as "Authorization: Bearer <key>".`}
      />
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your keys
        </Title>
        {keys.data.length === 0 ? (
          <Text fz="sm">{API_KEY_MESSAGES.empty}</Text>
        ) : (
          <Table striped aria-label="API keys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id} aria-label={key.name}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>{key.scopes.join(', ')}</Table.Td>
                  <Table.Td>{formatDate(key.createdAt)}</Table.Td>
                  <Table.Td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}</Table.Td>
                  <Table.Td>{key.expiresAt ? formatDate(key.expiresAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      aria-label={`Revoke ${key.name}`}
                      onClick={() => setRevoking(key)}
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Create a key
        </Title>
        <CreateApiKeyForm
          creating={create.isPending}
          onCreate={(body) => create.mutate({ params: { orgId }, body })}
        />
      </Stack>
      <ConfirmModal
        opened={revoking !== null}
        title="Revoke API key"
        confirmLabel="Revoke"
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ params: { orgId, keyId: revoking.id } })}
        onClose={() => setRevoking(null)}
      >
        {`Revoke "${revoking?.name ?? ''}"? Scripts and assistants using it stop working at once.`}
      </ConfirmModal>
    </Stack>
  );
}
