import { VIRTUAL_TAGS, type PipelineTag, type PipelineTags } from '@fathom/contract';
import { NO_TAGS } from './pipeline-view';

type Tags = Required<PipelineTags>;
type VirtualTag = (typeof VIRTUAL_TAGS)[number];

const isVirtual = (id: unknown): id is VirtualTag =>
  typeof id === 'string' && (VIRTUAL_TAGS as readonly string[]).includes(id);

/**
 * Whether a node scopes the grid by itself: a space, label, assignee or virtual tag, or a shared
 * node (an organization sharing niches with this one).
 */
export function isScopeTag(node: PipelineTag): boolean {
  if (node.type === 'space' || node.type === 'label' || node.type === 'shared')
    return typeof node.id === 'number';
  if (node.type === 'assignee') return typeof node.id === 'string';
  return node.type === 'virtual' && isVirtual(node.id);
}

function leafChecked(node: PipelineTag, tags: Tags): boolean {
  switch (node.type) {
    case 'space':
      return tags.spaceIds.includes(node.id as number);
    case 'label':
      return tags.labelIds.includes(node.id as number);
    case 'assignee':
      return tags.assigneeIds.includes(node.id as string);
    case 'virtual':
      return isVirtual(node.id) && tags[node.id];
    case 'shared':
      return tags.connectionIds.includes(node.id as number);
    case 'organization':
      return false;
  }
}

function setLeaf(node: PipelineTag, tags: Tags, on: boolean): Tags {
  const toggle = <T>(list: T[], id: T) =>
    on ? (list.includes(id) ? list : [...list, id]) : list.filter((item) => item !== id);
  switch (node.type) {
    case 'space':
      return { ...tags, spaceIds: toggle(tags.spaceIds, node.id as number) };
    case 'label':
      return { ...tags, labelIds: toggle(tags.labelIds, node.id as number) };
    case 'assignee':
      return { ...tags, assigneeIds: toggle(tags.assigneeIds, node.id as string) };
    case 'virtual':
      return isVirtual(node.id) ? { ...tags, [node.id]: on } : tags;
    case 'shared':
      return { ...tags, connectionIds: toggle(tags.connectionIds, node.id as number) };
    case 'organization':
      return tags;
  }
}

/** The scope tags at and under a node. */
export function scopeLeaves(node: PipelineTag): PipelineTag[] {
  const own = isScopeTag(node) ? [node] : [];
  return [...own, ...node.children.flatMap(scopeLeaves)];
}

export type CheckState = 'none' | 'partial' | 'full';

/** A node's checkbox: its own tag, or how many of the tags under it are checked. */
export function checkState(node: PipelineTag, tags: PipelineTags): CheckState {
  const full = { ...NO_TAGS, ...tags };
  const leaves = scopeLeaves(node);
  const checked = leaves.filter((leaf) => leafChecked(leaf, full)).length;
  if (checked === 0) return 'none';
  return checked === leaves.length ? 'full' : 'partial';
}

/** Ticks or unticks a node: its own tag and every tag under it. */
export function toggleTag(node: PipelineTag, tags: PipelineTags): Tags {
  const on = checkState(node, tags) !== 'full';
  return scopeLeaves(node).reduce((next, leaf) => setLeaf(leaf, next, on), { ...NO_TAGS, ...tags });
}

/** The nodes whose title holds the search text, with their ancestors (ignoring case). */
export function searchTree(nodes: PipelineTag[], search: string): PipelineTag[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return nodes;
  return nodes.flatMap((node) => {
    if (node.title.toLowerCase().includes(needle)) return [node];
    const children = searchTree(node.children, needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Keys of every node with children: what "expand all" opens. */
export function parentKeys(nodes: PipelineTag[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 ? [node.key, ...parentKeys(node.children)] : [],
  );
}

/** Space ids the scope names that the tree no longer has (deleted, or access lost). */
export function missingSpaceIds(tags: PipelineTags, tree: PipelineTag[]): number[] {
  const present = new Set<number>();
  const walk = (node: PipelineTag) => {
    if (node.type === 'space' && typeof node.id === 'number') present.add(node.id);
    node.children.forEach(walk);
  };
  tree.forEach(walk);
  return (tags.spaceIds ?? []).filter((id) => !present.has(id));
}
