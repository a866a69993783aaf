import { RANK_MESSAGES, rankRadarEndpoints, strictlyOutOfQuota } from '@fathom/contract';
import { Alert, Button, Drawer, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useQuotas } from '../../../entities/organization/quotas';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { SearchVolume } from '../lib/search-volume';

/**
 * The add-keywords panel (spec §2): search terms typed or pasted one a line, reviewed with their
 * volumes first, then added (quota-checked by the server).
 */
export function AddKeywordsPanel({
  orgId,
  krtId,
  opened,
  onClose,
}: {
  orgId: number;
  krtId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const terms = text.split('\n');
  const preview = useEndpointMutation(rankRadarEndpoints.previewKeywords, {
    onError: (error) => notifyError('Could not review the search terms', error),
  });
  const add = useEndpointMutation(rankRadarEndpoints.addTrackerKeywords, {
    onSuccess: async (result) => {
      const skipped = result.skippedDuplicates + result.skippedEmpty;
      notifySuccess(`${result.added} search terms added${skipped ? `, ${skipped} skipped` : ''}`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.trackers(orgId) });
      close();
    },
    onError: (error) => notifyError('Could not add the search terms', error),
  });
  function close() {
    setText('');
    preview.reset();
    onClose();
  }
  const reviewed = preview.data?.terms;
  const quota = useQuotas(orgId, ['RANK_RADAR_KEYWORDS']).data?.[0];
  const used = quota?.used ?? 0;
  const limit = quota?.limit ?? null;
  const over = reviewed ? strictlyOutOfQuota(used, limit, reviewed.length) : false;
  return (
    <Drawer opened={opened} onClose={close} position="right" title="Add search terms" size="md">
      {reviewed ? (
        <Stack>
          <Text size="sm">{reviewed.length} new search terms to track:</Text>
          <Table aria-label="Search terms to add">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Search term</Table.Th>
                <Table.Th>Search volume</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reviewed.map((t) => (
                <Table.Tr key={t.keyword}>
                  <Table.Td>{t.keyword}</Table.Td>
                  <Table.Td>
                    <SearchVolume value={t.searchVolume} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {over && (
            <Alert color="red" title={RANK_MESSAGES.limitReached}>
              {RANK_MESSAGES.exceedsBy(used + reviewed.length - (limit ?? 0))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => preview.reset()}>
              Back
            </Button>
            <Button
              disabled={reviewed.length === 0 || over}
              loading={add.isPending}
              onClick={() =>
                add.mutate({
                  params: { orgId, krtId },
                  query: { source: 'manual' },
                  body: { searchTerms: reviewed.map((t) => t.keyword) },
                })
              }
            >
              Add {reviewed.length} search terms
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Textarea
            label="Search terms, one a line"
            autosize
            minRows={8}
            maxRows={20}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              disabled={terms.every((t) => !t.trim())}
              loading={preview.isPending}
              onClick={() =>
                preview.mutate({
                  params: { orgId, krtId },
                  body: { searchTerms: terms.slice(0, 1000) },
                })
              }
            >
              Review
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
