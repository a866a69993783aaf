import { RenameOrganizationBody, type OrganizationSummary } from '@fathom/contract';
import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { NameModal } from '../../../components/NameModal';
import { errorMessage } from '../../../lib/api-client';
import { firstIssue } from '../../../lib/validation';
import { useOrganizationMutations } from '../hooks/use-team-mutations';

const validateName = (name: string) => firstIssue(RenameOrganizationBody, { name });

/** Deleting asks for the organization's name, typed exactly, before the button works. */
export function DeleteOrganizationModal({
  organization,
  opened,
  onClose,
}: {
  organization: OrganizationSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const { remove } = useOrganizationMutations(organization.id);
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    remove.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(typed, { onSuccess: close });
  };
  return (
    <Modal opened={opened} onClose={close} title="Delete organization" centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text fz="sm">
            This deletes {organization.name} with all its niches, spaces, labels and invitations,
            and cancels its subscription. It cannot be undone.
          </Text>
          <TextInput
            label={`Type “${organization.name}” to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={remove.error ? errorMessage(remove.error) : null}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={typed !== organization.name}
              loading={remove.isPending}
            >
              Delete organization
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function OrganizationSection({
  organization,
  managesOrganization,
}: {
  organization: OrganizationSummary;
  managesOrganization: boolean;
}) {
  const { rename, leave } = useOrganizationMutations(organization.id);
  const [dialog, setDialog] = useState<'rename' | 'leave' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <section aria-labelledby="organization-title">
      <Title order={2} fz="lg" id="organization-title" mb="sm">
        Organization
      </Title>
      <Group gap="sm">
        {managesOrganization ? (
          <Button variant="default" onClick={() => setDialog('rename')}>
            Rename organization
          </Button>
        ) : null}
        <Button variant="default" color="red" onClick={() => setDialog('leave')}>
          Leave organization
        </Button>
        {managesOrganization ? (
          <Button variant="light" color="red" onClick={() => setDialog('delete')}>
            Delete organization
          </Button>
        ) : null}
      </Group>
      <NameModal
        opened={dialog === 'rename'}
        title="Rename organization"
        label="Organization name"
        submitLabel="Rename"
        initialValue={organization.name}
        loading={rename.isPending}
        serverError={rename.error}
        validate={validateName}
        onSubmit={(name) => rename.mutate(name, { onSuccess: close })}
        onClose={() => {
          rename.reset();
          close();
        }}
      />
      <ConfirmModal
        opened={dialog === 'leave'}
        title="Leave organization"
        confirmLabel="Leave"
        loading={leave.isPending}
        onClose={close}
        onConfirm={() => leave.mutate(undefined, { onSettled: close })}
      >
        {`You lose access to ${organization.name} and its niches until someone invites you again.`}
      </ConfirmModal>
      <DeleteOrganizationModal
        organization={organization}
        opened={dialog === 'delete'}
        onClose={close}
      />
    </section>
  );
}
