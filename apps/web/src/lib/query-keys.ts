export const queryKeys = {
  session: {
    all: ['session'] as const,
    me: () => ['session', 'me'] as const,
    config: () => ['session', 'config'] as const,
  },
  orgs: {
    all: ['orgs'] as const,
    detail: (orgId: number) => ['orgs', orgId] as const,
    members: (orgId: number) => ['orgs', orgId, 'members'] as const,
    spaces: (orgId: number) => ['orgs', orgId, 'spaces'] as const,
    labels: (orgId: number) => ['orgs', orgId, 'labels'] as const,
  },
};
