import { ROLE_LABELS, ROLES, type Member, type Space } from '@fathom/contract';
import { Badge, Button, Group, Select, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { formatDate } from '../../../lib/format';
import { useTeamMutations } from '../hooks/use-team-mutations';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface MembersSectionProps {
  orgId: number;
  members: Member[];
  spaces: Space[];
  /** Owners change roles and remove members; everyone else sees the list. */
  canManage: boolean;
  currentUserId: string;
}

function spaceNames(member: Member, spaces: Space[]): string {
  if (member.role === 'owner' || member.role === 'teamManager') return 'Every space';
  const names = spaces.filter((s) => member.spaceIds.includes(s.id)).map((s) => s.name);
  return names.length > 0 ? names.join(', ') : 'None';
}

export function MembersSection({
  orgId,
  members,
  spaces,
  canManage,
  currentUserId,
}: MembersSectionProps) {
  const { changeRole, removeMember } = useTeamMutations(orgId);
  const [removing, setRemoving] = useState<Member | null>(null);
  return (
    <section aria-labelledby="members-title">
      <Title order={2} fz="lg" id="members-title" mb="sm">
        Members
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" aria-labelledby="members-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Spaces</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th>Last active</Table.Th>
              {canManage ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.userId}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {member.name}
                    {member.userId === currentUserId ? ' (you)' : ''}
                  </Text>
                  <Text fz="xs" c="gray.7">
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {canManage ? (
                    <Select
                      aria-label={`Role of ${member.name}`}
                      data={ROLE_OPTIONS}
                      value={member.role}
                      allowDeselect={false}
                      w={170}
                      disabled={changeRole.isPending}
                      onChange={(role) => {
                        if (role && role !== member.role)
                          changeRole.mutate({ ...member, role: role });
                      }}
                    />
                  ) : (
                    <Badge variant="light" color="gray">
                      {ROLE_LABELS[member.role]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{spaceNames(member, spaces)}</Text>
                </Table.Td>
                <Table.Td>{formatDate(member.joinedAt)}</Table.Td>
                <Table.Td>
                  {member.lastActiveAt ? formatDate(member.lastActiveAt) : 'Never'}
                </Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${member.name}`}
                        onClick={() => setRemoving(member)}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={removing !== null}
        title="Remove member"
        confirmLabel="Remove"
        loading={removeMember.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && removeMember.mutate(removing, { onSettled: () => setRemoving(null) })
        }
      >
        {removing
          ? `${removing.name} loses access to this organization at once. Their niches stay with the organization.`
          : ''}
      </ConfirmModal>
    </section>
  );
}
