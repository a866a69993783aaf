import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKeyBody,
} from '@fathom/contract';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

/** How long a new key lives: the form offers these, never past the contract's year. */
const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The new key's name, scopes (read checked by default) and expiry. */
export function CreateApiKeyForm({
  creating,
  onCreate,
}: {
  creating: boolean;
  onCreate: (body: CreateApiKeyBody) => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expiry, setExpiry] = useState<string>('90');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});

  const submit = () => {
    const found = {
      ...(!name.trim() && { name: API_KEY_MESSAGES.nameRequired }),
      ...(scopes.length === 0 && { scopes: API_KEY_MESSAGES.scopesRequired }),
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    onCreate({
      name: name.trim(),
      scopes,
      expiresAt:
        expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString(),
    });
  };

  return (
    <form
      aria-label="Create an API key"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" maw={520}>
        <TextInput
          label="Key name"
          description="What the key is for, e.g. the script or assistant that uses it"
          value={name}
          maxLength={API_KEY_NAME_MAX}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Checkbox.Group label="Scopes" value={scopes} error={errors.scopes} onChange={setScopes}>
          <Stack gap={6} mt={6}>
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={API_KEY_SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label="Expires"
          data={EXPIRY_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          value={expiry}
          allowDeselect={false}
          onChange={(value) => value && setExpiry(value)}
        />
        <Group>
          <Button type="submit" loading={creating}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
