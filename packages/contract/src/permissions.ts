import { ROLES, type Role } from './roles';

/**
 * What a request must name before its handler runs:
 * - `public`: nothing, anyone may call it;
 * - `user`: a signed-in user, whatever their organizations;
 * - `organization`: a member of the path's organization (`:orgId`), with one of the roles;
 * - `niche`: a member who may see the path's niche (`:nicheId`), or with `manage` change it:
 *   the per-niche rule (team managers and owners, the niche's creator, a granted space).
 *
 * Objects a path names below its organization or niche (a tracker, its highlights and alert
 * rules) are found before the handler runs, among those the member may see; with `manage`, a
 * tracker must be one they may change (its niche's rule).
 */
export type ActionScope = 'public' | 'user' | 'organization' | 'niche';

export interface ActionRule {
  scope: ActionScope;
  /** Roles allowed in the organization; every role for `public`, `user` and niche actions. */
  roles: readonly Role[];
  /**
   * For a niche action, or an action on a tracker the path names: the per-niche manage
   * permission is needed, not only seeing it.
   */
  manage?: boolean;
  /** What the action covers, as the permission table says it. */
  covers: string;
}

const rule = <R extends ActionRule>(r: R) => r;
const MANAGERS = ['owner', 'teamManager'] as const satisfies readonly Role[];

/**
 * Who may do what: the one table of access rules. Every endpoint of the contract names one of
 * these actions; the server enforces it and the web shows controls by it (`may`).
 */
export const ACTIONS = {
  public: rule({
    scope: 'public',
    roles: ROLES,
    covers: 'Health, public settings, invitation links',
  }),
  account: rule({
    scope: 'user',
    roles: ROLES,
    covers: 'Own session and organizations, product lookups, analytics, accepting an invitation',
  }),
  'organization.view': rule({
    scope: 'organization',
    roles: ROLES,
    covers: 'Members, spaces, labels, niches, quotas, subscription; leaving the organization',
  }),
  'niche.dive': rule({
    scope: 'organization',
    roles: ROLES,
    covers: 'Starting, following and cancelling dives',
  }),
  'niche.view': rule({
    scope: 'niche',
    roles: ROLES,
    covers: 'A niche the member may see: its figures, keywords, competitors, history, schedule',
  }),
  'niche.manage': rule({
    scope: 'niche',
    roles: ROLES,
    manage: true,
    covers:
      'A niche the member may change: its name, notes, hero keyword, assignee, tags, schedule; deleting it',
  }),
  'pipeline.bulk': rule({
    scope: 'organization',
    roles: ROLES,
    covers:
      'Bulk actions on niches (spaces, labels, assignee, delete): each niche by the per-niche rule, refused ones named',
  }),
  'pipeline.filters': rule({
    scope: 'organization',
    roles: ROLES,
    covers: 'Own saved pipeline filters',
  }),
  'niches.transfer': rule({
    scope: 'organization',
    roles: MANAGERS,
    covers: "Transferring the organization's niches to a connected organization (Agency tier)",
  }),
  'niches.share': rule({
    scope: 'organization',
    roles: MANAGERS,
    covers:
      "Sharing the organization's niches, read only, with a connected organization, and ending the sharing",
  }),
  'connections.manage': rule({
    scope: 'organization',
    roles: ['owner'],
    covers: "Linking client organizations (Agency tier) and answering an agency's link",
  }),
  'spaces.manage': rule({
    scope: 'organization',
    roles: MANAGERS,
    covers: 'Creating, renaming and deleting spaces and labels; granting spaces',
  }),
  'team.invite': rule({
    scope: 'organization',
    roles: MANAGERS,
    covers: 'Inviting members (team managers: team managers and members), resending, withdrawing',
  }),
  'team.manage': rule({
    scope: 'organization',
    roles: ['owner'],
    covers: "Changing members' roles and removing members",
  }),
  'organization.manage': rule({
    scope: 'organization',
    roles: ['owner'],
    covers: 'Renaming and deleting the organization',
  }),
  'rankRadar.view': rule({
    scope: 'organization',
    roles: ROLES,
    covers:
      'Rank Radar trackers of niches the member may see: their list, heatmap and search terms',
  }),
  'rankRadar.manage': rule({
    scope: 'organization',
    roles: ROLES,
    manage: true,
    covers:
      'Tracking products of niches the member may change; pausing, archiving and adding search terms of their trackers',
  }),
  'amazonConnections.manage': rule({
    scope: 'organization',
    roles: MANAGERS,
    covers:
      "Connecting and disconnecting the organization's Amazon Ads and Selling Partner accounts",
  }),
  'imports.view': rule({
    scope: 'organization',
    roles: ROLES,
    covers:
      "The organization's data imports, what each added, and where its market data comes from",
  }),
  'imports.manage': rule({
    scope: 'organization',
    roles: MANAGERS,
    covers:
      'Importing files of market data (Helium 10, Brand Analytics, Amazon Ads, saved Amazon pages), deleting imports, choosing the data shown beside them',
  }),
  'subscription.manage': rule({
    scope: 'organization',
    roles: ['owner', 'billingMember'],
    covers: 'Previewing and changing the subscription; invoices',
  }),
  'analytics.export': rule({
    scope: 'organization',
    roles: MANAGERS,
    covers: "Exporting the organization's usage events",
  }),
  'apiKeys.manage': rule({
    scope: 'organization',
    roles: ROLES,
    covers:
      'Own API keys in the organization: listing, creating and revoking them (never with a key)',
  }),
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof ACTIONS;

/** Whether a member of the given role may take the action (niche actions: before the niche rule). */
export function may(role: Role, action: Action): boolean {
  return (ACTIONS[action].roles as readonly Role[]).includes(role);
}
