import {
  CONNECTION_MESSAGES as M,
  connectionEndpoints,
  type NicheSelection,
} from '@fathom/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { pathKey, queryKeys } from '../../../lib/query-keys';

export interface ShareNichesModalProps {
  orgId: number;
  /** The niches as the grid selected them, and how many that is. */
  selection: NicheSelection;
  count: number;
  opened: boolean;
  onClose: () => void;
}

/** The server's words for a refusal, else the general failure text. */
const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;

function ShareForm({ orgId, selection, count, onClose }: Omit<ShareNichesModalProps, 'opened'>) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const connections = useEndpointQuery(connectionEndpoints.listConnections, { params: { orgId } });
  const choices = (connections.data ?? [])
    .filter((c) => c.status === 'accepted')
    .map((c) => c.organization);
  const chosen = choices.find((o) => String(o.id) === target) ?? null;

  const refresh = (otherId: number) =>
    Promise.all(
      [
        pathKey('/api/orgs/:orgId/pipeline', { orgId }),
        pathKey('/api/orgs/:orgId/pipeline', { orgId: otherId }),
        queryKeys.orgs.niches(otherId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const share = useEndpointMutation(connectionEndpoints.shareNiches, {
    onSuccess: async (_, request) => {
      const other = request.body.targetOrganizationId;
      notifySuccess(M.shared(count, chosen?.name ?? ''));
      onClose();
      await refresh(other);
    },
    onError: (error) => notifyErrorMessage(failureText(error, M.shareFailed)),
  });
  const unshare = useEndpointMutation(connectionEndpoints.unshareNiches, {
    onSuccess: async (result, request) => {
      notifySuccess(M.unshared(result.count));
      onClose();
      if (request.body.targetOrganizationId !== undefined)
        await refresh(request.body.targetOrganizationId);
    },
    onError: (error) => notifyErrorMessage(failureText(error, M.unshareFailed)),
  });
  const busy = share.isPending || unshare.isPending;
  const send = (stop: boolean) => {
    if (!chosen) return;
    const request = { params: { orgId }, body: { selection, targetOrganizationId: chosen.id } };
    if (stop) unshare.mutate(request);
    else share.mutate(request);
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        Niches selected: {count}. Members of the organization you choose see them in their pipeline,
        read only; they stay yours, and stop being shared when you stop sharing or the connection is
        removed.
      </Text>
      {connections.isError ? (
        <Alert color="red" variant="light" role="alert">
          {M.connectionsFailed}
        </Alert>
      ) : connections.data && choices.length === 0 ? (
        <Alert color="gray" variant="light">
          No connected organizations. An owner connects organizations in Organization settings.
        </Alert>
      ) : (
        <Select
          label="Organization"
          placeholder={connections.isPending ? 'Loading…' : 'Choose an organization'}
          data={choices.map((o) => ({ value: String(o.id), label: o.name }))}
          value={target}
          onChange={setTarget}
          disabled={connections.isPending}
          searchable
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="light"
          color="red"
          onClick={() => send(true)}
          disabled={!chosen || busy}
          loading={unshare.isPending}
        >
          Stop sharing
        </Button>
        <Button onClick={() => send(false)} disabled={!chosen || busy} loading={share.isPending}>
          Share
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Shares niches, read only, with an organization on the other side of an accepted connection,
 * or stops sharing them with it.
 */
export function ShareNichesModal({ opened, onClose, ...form }: ShareNichesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Share with connected organization"
      centered
      radius="md"
    >
      {opened ? <ShareForm {...form} onClose={onClose} /> : null}
    </Modal>
  );
}
