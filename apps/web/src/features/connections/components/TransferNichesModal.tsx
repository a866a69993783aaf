import {
  CONNECTION_MESSAGES as M,
  connectionEndpoints,
  type NicheSelection,
} from '@fathom/contract';
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTierFeature } from '../../../entities/organization/use-tier-features';
import { isApiError } from '../../../lib/api-client';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { pathKey, queryKeys } from '../../../lib/query-keys';

export interface TransferNichesModalProps {
  orgId: number;
  /** The niches as the grid selected them, and how many that is. */
  selection: NicheSelection;
  count: number;
  opened: boolean;
  onClose: () => void;
}

/** The server's words for a refusal, else the spec's failure text. */
const failureText = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : M.transferFailed;

function TransferForm({
  orgId,
  selection,
  count,
  onClose,
}: Omit<TransferNichesModalProps, 'opened'>) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const [spaceIds, setSpaceIds] = useState<string[]>([]);
  const targetOrgId = target === null ? null : Number(target);
  const organizations = useEndpointQuery(connectionEndpoints.connectedOrganizations, {
    params: { orgId },
  });
  const spaces = useEndpointQuery(
    connectionEndpoints.targetSpaces,
    { params: { orgId, targetOrgId: targetOrgId ?? 0 } },
    { enabled: targetOrgId !== null },
  );
  const transfer = useEndpointMutation(connectionEndpoints.transferNiches, {
    onSuccess: async (result) => {
      notifySuccess(M.transferred);
      onClose();
      await Promise.all(
        [
          pathKey('/api/orgs/:orgId/pipeline', { orgId }),
          queryKeys.orgs.niches(orgId),
          queryKeys.orgs.niches(result.targetOrganizationId),
          pathKey('/api/orgs/:orgId/pipeline', { orgId: result.targetOrganizationId }),
          queryKeys.niches.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => notifyErrorMessage(failureText(error)),
  });

  const choices = organizations.data ?? [];
  const ready = targetOrgId !== null && spaceIds.length > 0;
  const confirm = () => {
    if (!ready) return;
    transfer.mutate({
      params: { orgId },
      body: {
        selection,
        targetOrganizationId: targetOrgId,
        targetOrganizationSpaceIds: spaceIds.map(Number),
      },
    });
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        Niches to transfer: {count}. They move with their dives, keywords and schedules into the
        organization you choose. Their spaces, labels and assignees here are dropped; a label
        already used there gets a number, such as &lsquo;(2)&rsquo;.
      </Text>
      {organizations.isError ? (
        <Alert color="red" variant="light" role="alert">
          {M.connectionsFailed}
        </Alert>
      ) : organizations.data && choices.length === 0 ? (
        <Alert color="gray" variant="light">
          No connected organizations. An owner connects client organizations in Organization
          settings.
        </Alert>
      ) : (
        <Select
          label="Organization"
          placeholder={organizations.isPending ? 'Loading…' : 'Choose an organization'}
          data={choices.map((o) => ({ value: String(o.id), label: o.name }))}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setSpaceIds([]);
          }}
          disabled={organizations.isPending}
          searchable
        />
      )}
      {targetOrgId === null ? null : spaces.isError ? (
        <Alert color="red" variant="light" role="alert">
          {M.spacesFailed}
        </Alert>
      ) : (
        <MultiSelect
          label="Spaces"
          description="Choose at least one space of that organization."
          placeholder={spaces.isPending ? 'Loading…' : 'Choose spaces'}
          data={(spaces.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={spaceIds}
          onChange={setSpaceIds}
          disabled={spaces.isPending}
          searchable
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={transfer.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!ready} loading={transfer.isPending}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Transfers niches to a connected organization (spec: niche-pipeline §4 "Ownership transfer"):
 * choose the organization, then at least one of its spaces, then confirm.
 */
export function TransferNichesModal({ opened, onClose, ...form }: TransferNichesModalProps) {
  const agency = useTierFeature(form.orgId, 'AGENCY');
  return (
    <Modal opened={opened} onClose={onClose} title="Transfer niche ownership" centered radius="md">
      {!opened ? null : agency === 'no' ? (
        <Stack gap="md">
          <Alert color="blue" variant="light">
            {M.agencyPlanToTransfer}.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : agency === 'loading' ? (
        <Text fz="sm">Loading…</Text>
      ) : (
        <TransferForm {...form} onClose={onClose} />
      )}
    </Modal>
  );
}
