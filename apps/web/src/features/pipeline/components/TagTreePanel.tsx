import { pipelineEndpoints, type PipelineTag, type PipelineTags } from '@fathom/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import {
  IconAlertCircle,
  IconSearch,
  IconSidebarCollapse,
  IconSidebarExpand,
} from '../../../components/icons';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useTagTreePreference } from '../hooks/use-tag-tree-preference';
import { PIPELINE_TEXT } from '../lib/pipeline-text';
import { missingSpaceIds, parentKeys, searchTree, toggleTag } from '../lib/tag-scope';
import { TagTreeNode } from './TagTreeNode';

interface TagTreePanelProps {
  orgId: number;
  tags: PipelineTags;
  onTagsChange: (tags: PipelineTags) => void;
  /** Reset: every tag unticked and every column filter cleared, so the grid shows every niche. */
  onReset: () => void;
}

/**
 * The tag filter tree (spec: niche-pipeline §2): ticked spaces, labels, assignees and virtual tags
 * scope the grid. Its collapse state and open nodes are the user's `tagTree` preference.
 */
export function TagTreePanel({ orgId, tags, onTagsChange, onReset }: TagTreePanelProps) {
  const tree = useEndpointQuery(pipelineEndpoints.pipelineTags, { params: { orgId } });
  const preference = useTagTreePreference();
  const [search, setSearch] = useState('');
  const { collapsed } = preference.value;
  const nodes: PipelineTag[] = tree.data ?? [];
  // Until the user opens or closes a node, each organization shows its spaces and labels.
  const expanded = new Set(
    preference.saved ? preference.value.expanded : nodes.map((node) => node.key),
  );

  if (collapsed) {
    return (
      <Paper withBorder radius="md" p={4} style={{ flexShrink: 0 }}>
        <Tooltip label="Show tags">
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label="Show tags"
            onClick={() => preference.update({ collapsed: false, expanded: [...expanded] })}
          >
            <IconSidebarExpand size={16} />
          </ActionIcon>
        </Tooltip>
      </Paper>
    );
  }

  const shown = searchTree(nodes, search);
  const toggleExpanded = (key: string) =>
    preference.update({
      expanded: expanded.has(key) ? [...expanded].filter((k) => k !== key) : [...expanded, key],
    });
  const spacesGone = tree.data !== undefined && missingSpaceIds(tags, nodes).length > 0;

  return (
    <Paper withBorder radius="md" p="xs" w={260} style={{ flexShrink: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} fz="sm">
            Tags
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label="Hide tags"
            onClick={() => preference.update({ collapsed: true, expanded: [...expanded] })}
          >
            <IconSidebarCollapse size={16} />
          </ActionIcon>
        </Group>
        <TextInput
          size="xs"
          aria-label="Search tags"
          placeholder="Search tags"
          leftSection={<IconSearch size={12} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => {
              setSearch('');
              onReset();
            }}
          >
            Reset
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => preference.update({ expanded: [] })}
          >
            Collapse all
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => preference.update({ expanded: parentKeys(nodes) })}
          >
            Expand all
          </Button>
        </Group>
        {spacesGone ? (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertCircle size={14} />}>
            <Text fz="xs">{PIPELINE_TEXT.spacesGone}</Text>
          </Alert>
        ) : null}
        {tree.isError ? (
          <QueryError
            title="Could not load tags"
            error={tree.error}
            onRetry={() => void tree.refetch()}
          />
        ) : tree.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading tags" />
        ) : (
          <ScrollArea.Autosize mah={560} type="auto">
            <ul role="tree" aria-label="Tags" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {shown.map((node) => (
                <TagTreeNode
                  key={node.key}
                  node={node}
                  depth={0}
                  tags={tags}
                  expanded={search.trim() ? new Set(parentKeys(shown)) : expanded}
                  onToggleExpanded={toggleExpanded}
                  onToggleTag={(target) => onTagsChange(toggleTag(target, tags))}
                />
              ))}
            </ul>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
