import { CONNECTION_MESSAGES, connectionEndpoints } from '@fathom/contract';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useConnectionMutations } from '../hooks/use-connection-mutations';

/** The code an owner gives an agency so it can ask to connect this organization. */
export function ConnectionCodePanel({ orgId }: { orgId: number }) {
  const code = useEndpointQuery(connectionEndpoints.connectionCode, { params: { orgId } });
  return (
    <Stack gap={4}>
      <Text fw={600} fz="sm">
        Your connection code
      </Text>
      <Text fz="sm" c="dimmed">
        Give this code to your agency so it can ask to connect this organization. You accept its
        request here.
      </Text>
      {code.isError ? (
        <Text fz="sm" c="red.8" role="alert">
          Could not load the connection code: {errorMessage(code.error)}
        </Text>
      ) : code.data ? (
        <Group gap="sm">
          <Code fz="sm" aria-label="Connection code">
            {code.data.code}
          </Code>
          <CopyButton value={code.data.code}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : (
        <Text fz="sm">Loading…</Text>
      )}
    </Stack>
  );
}

/** The agency's form: a client's connection code. Without the Agency plan, why it is not offered. */
export function RequestConnectionForm({ orgId, hasAgency }: { orgId: number; hasAgency: boolean }) {
  const { request } = useConnectionMutations(orgId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!hasAgency)
    return (
      <Alert color="blue" variant="light" title="Connect client organizations">
        {CONNECTION_MESSAGES.agencyPlanToConnect}. An agency on that plan connects the organizations
        of its clients and transfers niches into their spaces; clients need no particular plan to
        accept.
      </Alert>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter the connection code');
      return;
    }
    setError(null);
    request.mutate(code, {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Connect a client organization" noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Client's connection code"
          description="The client's owner finds it in their Organization settings."
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          w={320}
        />
        <Button type="submit" mt={46} loading={request.isPending}>
          Request connection
        </Button>
      </Group>
    </form>
  );
}
