import { MANUAL_KEYWORD_LIMITS, ManualKeywordsBody, parseKeywordLines } from '@fathom/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useManualKeywords } from '../hooks/use-manual-keywords';

/**
 * 'Add keywords' on the master list's toolbar: keywords typed one a line or pasted from a
 * spreadsheet (its first column), added by hand with their figures read from the market.
 */
export function AddKeywordsButton({ nicheId, orgId }: { nicheId: number; orgId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const { add } = useManualKeywords(nicheId, orgId);
  const keywords = parseKeywordLines(text);
  const invalid =
    keywords.length === 0 ? null : ManualKeywordsBody.safeParse({ keywords }).error?.issues[0];
  const done = () => {
    setText('');
    add.reset();
    close();
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={open}>
        Add keywords
      </Button>
      <Modal opened={opened} onClose={done} title="Add keywords by hand">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (keywords.length === 0 || invalid) return;
            add.mutate(keywords, { onSuccess: done });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="Keywords, one per line"
              description={`Paste from a spreadsheet: the first column is taken. At most ${formatNumber(MANUAL_KEYWORD_LIMITS.termsMax)} at once.`}
              autosize
              minRows={6}
              maxRows={14}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={invalid?.message ?? (add.isError ? errorMessage(add.error) : undefined)}
              data-autofocus
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed" role="status">
                {keywords.length === 1 ? '1 keyword' : `${formatNumber(keywords.length)} keywords`}
              </Text>
              <Group gap="xs">
                <Button variant="default" onClick={done}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  loading={add.isPending}
                  disabled={keywords.length === 0 || !!invalid}
                >
                  Add
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
