import { ACTIONS, type Action } from '../permissions';
import { ROLE_LABELS, ROLES } from '../roles';
import { ENDPOINT_GROUPS } from './all';
import type { Endpoint } from './endpoint';

/** Where docs/decisions/access-and-security.md holds the rendered table. */
export const PERMISSION_TABLE_START = '<!-- permission-table:start -->';
export const PERMISSION_TABLE_END = '<!-- permission-table:end -->';

const SCOPES = {
  public: 'anyone',
  user: 'signed in',
  organization: 'member of the organization',
  niche: 'member who may see the niche',
} as const;

/** The permission table and which endpoints take each action, as Markdown. */
export function renderPermissionTable(): string {
  const endpoints = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
    Object.values<Endpoint>(group),
  );
  const actions = Object.keys(ACTIONS) as Action[];
  const head = ['Action', 'Who', ...ROLES.map((r) => ROLE_LABELS[r]), 'Covers'];
  const body = actions.map((action) => {
    const { scope, roles, covers } = ACTIONS[action];
    const manage = 'manage' in ACTIONS[action];
    const cells = ROLES.map((role) => ((roles as readonly string[]).includes(role) ? 'yes' : 'no'));
    const who = !manage
      ? SCOPES[scope]
      : scope === 'niche'
        ? `${SCOPES[scope]} and may change it`
        : 'member who may change the tracker';
    return [`\`${action}\``, who, ...cells, covers];
  });
  // Padded as Prettier pads Markdown tables, so the rendered file stays as formatted.
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const table = [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
  const uses = actions.map((action) => {
    const list = endpoints
      .filter((e) => e.action === action)
      .map((e) => `\`${e.method} ${e.path}\``)
      .join(', ');
    return `- \`${action}\`: ${list || 'no endpoint yet'}`;
  });
  return [...table, '', 'Endpoints by action:', '', ...uses].join('\n');
}

/** `document` with the section between the markers replaced by the current table. */
export function withPermissionTable(document: string): string {
  const start = document.indexOf(PERMISSION_TABLE_START);
  const end = document.indexOf(PERMISSION_TABLE_END);
  if (start < 0 || end < start) throw new Error('the permission table markers are missing');
  return `${document.slice(0, start + PERMISSION_TABLE_START.length)}\n\n${renderPermissionTable()}\n\n${document.slice(end)}`;
}
