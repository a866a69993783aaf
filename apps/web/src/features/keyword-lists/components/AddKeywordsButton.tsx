import {
  countOf,
  MANUAL_KEYWORD_LIMITS,
  ManualKeywordsBody,
  parseKeywordLines,
} from '@fathom/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useManualKeywords } from '../hooks/use-manual-keywords';

interface AddKeywordsDialogProps {
  nicheId: number;
  orgId: number;
  opened: boolean;
  onClose: () => void;
  /** Lines to start from: what was pasted into the keyword grid. */
  initialText?: string;
}

/**
 * 'Add keywords by hand': keywords typed one a line or pasted from a spreadsheet (its first
 * column), added to the master list with their figures read from the market.
 */
export function AddKeywordsDialog({
  nicheId,
  orgId,
  opened,
  onClose,
  initialText = '',
}: AddKeywordsDialogProps) {
  const [text, setText] = useState(initialText);
  const { add } = useManualKeywords(nicheId, orgId);
  const keywords = parseKeywordLines(text);
  const invalid =
    keywords.length === 0 ? null : ManualKeywordsBody.safeParse({ keywords }).error?.issues[0];
  const done = () => {
    setText('');
    add.reset();
    onClose();
  };
  return (
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
              {countOf(keywords.length, 'keyword')}
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
  );
}

/** 'Add keywords' on the master list's toolbar. */
export function AddKeywordsButton({ nicheId, orgId }: { nicheId: number; orgId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={open} style={{ flexShrink: 0 }}>
        Add keywords
      </Button>
      <AddKeywordsDialog nicheId={nicheId} orgId={orgId} opened={opened} onClose={close} />
    </>
  );
}
