import { Button, EmptyState } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CreateOrganizationBody, orgEndpoints } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { NameModal } from '../../../components/NameModal';
import { IconBuilding } from '../../../components/icons';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { firstIssue } from '../../../lib/validation';

export function NoOrganization() {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const create = useEndpointMutation(orgEndpoints.createOrganization, {
    request: (name: string) => ({ body: { name } }),
    onSuccess: async (organization) => {
      notifySuccess(`Organization “${organization.name}” created`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    },
    onError: (error) => notifyError('Could not create the organization', error),
  });
  return (
    <>
      <EmptyState
        py={64}
        size="lg"
        variant="light"
        icon={<IconBuilding size={32} />}
        title="You are not a member of any organization"
        description="Create an organization to start, or ask a team manager to invite you."
      >
        <EmptyState.Actions>
          <Button
            onClick={() => {
              create.reset();
              open();
            }}
          >
            Create organization
          </Button>
        </EmptyState.Actions>
      </EmptyState>
      <NameModal
        opened={opened}
        title="Create organization"
        label="Organization name"
        submitLabel="Create organization"
        loading={create.isPending}
        serverError={create.error}
        validate={(name) => firstIssue(CreateOrganizationBody, { name })}
        onSubmit={(name) => create.mutate(name, { onSuccess: close })}
        onClose={close}
      />
    </>
  );
}
