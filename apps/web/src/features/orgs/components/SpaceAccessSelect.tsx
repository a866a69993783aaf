import { isTeamManager, type Member, type Space } from '@fathom/contract';
import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useSpaceAccess } from '../hooks/use-space-mutations';

interface SpaceAccessSelectProps {
  orgId: number;
  space: Space;
  members: Member[] | undefined;
}

export function SpaceAccessSelect({ orgId, space, members }: SpaceAccessSelectProps) {
  const { grant, revoke } = useSpaceAccess(orgId);

  const options = useMemo(
    () =>
      (members ?? [])
        .filter((member) => !isTeamManager(member.role) || space.memberIds.includes(member.userId))
        .map((member) => ({ value: member.userId, label: member.name })),
    [members, space.memberIds],
  );
  const known = new Set(options.map((option) => option.value));
  const value = space.memberIds.filter((id) => known.has(id));

  const handleChange = (next: string[]) => {
    const byId = new Map((members ?? []).map((member) => [member.userId, member]));
    for (const userId of next) {
      const member = byId.get(userId);
      if (member && !value.includes(userId)) grant.mutate({ space, member });
    }
    for (const userId of value) {
      const member = byId.get(userId);
      if (member && !next.includes(userId)) revoke.mutate({ space, member });
    }
  };

  return (
    <MultiSelect
      aria-label={`Members with access to ${space.name}`}
      data={options}
      value={value}
      onChange={handleChange}
      placeholder={value.length === 0 ? 'Add members' : undefined}
      nothingFoundMessage="No matching members"
      disabled={!members}
      searchable
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
      miw={260}
      size="sm"
    />
  );
}
