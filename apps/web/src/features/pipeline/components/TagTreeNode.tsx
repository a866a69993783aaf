import type { PipelineTag, PipelineTags } from '@fathom/contract';
import { ActionIcon, Checkbox, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '../../../components/icons';
import { checkState, scopeLeaves } from '../lib/tag-scope';

interface TagTreeNodeProps {
  node: PipelineTag;
  depth: number;
  tags: PipelineTags;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (key: string) => void;
  onToggleTag: (node: PipelineTag) => void;
}

/** One tag with its niche count, its checkbox and, when it has some, its children. */
export function TagTreeNode({
  node,
  depth,
  tags,
  expanded,
  onToggleExpanded,
  onToggleTag,
}: TagTreeNodeProps) {
  const open = expanded.has(node.key);
  const state = checkState(node, tags);
  const hasChildren = node.children.length > 0;
  const checkable = scopeLeaves(node).length > 0;
  return (
    <li role="none">
      {/* The row alone is the item, its children a group beside it: the item's name then matches
          the text it shows (WCAG 2.5.3), which the nested items' names would not. */}
      <Group
        role="treeitem"
        aria-level={depth + 1}
        aria-expanded={hasChildren ? open : undefined}
        aria-label={`${node.title}, ${node.count}`}
        gap={4}
        wrap="nowrap"
        pl={depth * 14}
        py={2}
      >
        {hasChildren ? (
          <ActionIcon
            size="xs"
            variant="subtle"
            color="gray.7"
            aria-label={open ? `Collapse ${node.title}` : `Expand ${node.title}`}
            onClick={() => onToggleExpanded(node.key)}
          >
            {open ? <IconArrowUp size={10} /> : <IconArrowDown size={10} />}
          </ActionIcon>
        ) : (
          <span style={{ width: 18, flexShrink: 0 }} />
        )}
        <Checkbox
          size="xs"
          aria-label={`${node.title} (${node.count})`}
          checked={state === 'full'}
          indeterminate={state === 'partial'}
          disabled={!checkable}
          onChange={() => onToggleTag(node)}
        />
        <Text fz="sm" truncate style={{ flex: 1 }}>
          {node.title}
        </Text>
        {/* Keeps the title and the count apart in the item's text, as its name has them. */}{' '}
        <Text fz="xs" c="dimmed">
          {node.count}
        </Text>
      </Group>
      {hasChildren && open ? (
        <ul role="group" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {node.children.map((child) => (
            <TagTreeNode
              key={child.key}
              node={child}
              depth={depth + 1}
              tags={tags}
              expanded={expanded}
              onToggleExpanded={onToggleExpanded}
              onToggleTag={onToggleTag}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
