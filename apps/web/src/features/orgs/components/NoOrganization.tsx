import { Button, EmptyState } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CreateOrganizationBody } from '@fathom/contract';
import { NameModal } from '../../../components/NameModal';
import { IconBuilding } from '../../../components/icons';
import { useCreateOrganization } from '../api/create-organization';
import { firstIssue } from '../../../lib/validation';

export function NoOrganization() {
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreateOrganization();
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
