import { NICHE_EDIT_MESSAGES, nicheEditEndpoints, type PipelineRow } from '@fathom/contract';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { formatNumber, formatScore } from '../../../lib/format';
import { notifyErrorMessage } from '../../../lib/notify';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';

/** Options are asked for again at this interval while the niche has none yet (spec §4). */
export const HERO_KEYWORD_POLL_MS = 1000;

interface HeroKeywordModalProps {
  niche: Pick<PipelineRow, 'id' | 'label' | 'heroKeyword' | 'organizationId'>;
  opened: boolean;
  onClose: () => void;
}

/** Chooses the niche's hero keyword among its keywords; Change waits for a different one. */
export function HeroKeywordModal({ niche, opened, onClose }: HeroKeywordModalProps) {
  const [keyword, setKeyword] = useState<string | null>(niche.heroKeyword);
  useEffect(() => {
    if (opened) setKeyword(niche.heroKeyword);
  }, [opened, niche.heroKeyword]);
  const options = useEndpointQuery(
    nicheEditEndpoints.heroKeywordOptions,
    { params: { nicheId: niche.id } },
    {
      enabled: opened,
      refetchInterval: (query) => (query.state.data?.length ? false : HERO_KEYWORD_POLL_MS),
    },
  );
  const byKeyword = useMemo(
    () => new Map((options.data ?? []).map((o) => [o.keyword, o])),
    [options.data],
  );
  const refresh = useRefreshNiches();
  const change = useEndpointMutation(nicheEditEndpoints.changeHeroKeyword, {
    onSuccess: async () => {
      onClose();
      await refresh(niche.organizationId, [niche.id]);
    },
    onError: () => notifyErrorMessage(NICHE_EDIT_MESSAGES.heroKeywordFailed),
  });
  const changed = keyword !== null && keyword !== niche.heroKeyword;

  return (
    <Modal opened={opened} onClose={onClose} title="Change Hero Keyword" centered>
      <Stack>
        <Select
          label="Hero keyword"
          placeholder={options.isPending ? 'Loading keywords…' : 'Search keywords'}
          searchable
          nothingFoundMessage="No keyword found"
          data={(options.data ?? []).map((o) => o.keyword)}
          value={keyword}
          onChange={setKeyword}
          renderOption={({ option }) => {
            const o = byKeyword.get(option.value);
            return (
              <Group justify="space-between" wrap="nowrap" w="100%" gap="md">
                <Text size="sm">{option.value}</Text>
                {o && (
                  <Text size="xs" c="dimmed">
                    SV {formatNumber(o.searchVolume)} · Relevancy {formatScore(o.relevancy)}
                  </Text>
                )}
              </Group>
            );
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            disabled={!changed}
            loading={change.isPending}
            onClick={() =>
              keyword && change.mutate({ params: { nicheId: niche.id }, body: { keyword } })
            }
          >
            Change
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
