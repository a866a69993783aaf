import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/api-client';

export interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialValue?: string;
  loading?: boolean;
  serverError?: unknown;
  validate?: (name: string) => string | null;
  /** The submit button stays disabled while the trimmed name equals `initialValue` (renames). */
  requireChange?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function NameModal({
  opened,
  title,
  label,
  submitLabel,
  initialValue = '',
  loading = false,
  serverError,
  validate,
  requireChange = false,
  onSubmit,
  onClose,
}: NameModalProps) {
  const [value, setValue] = useState(initialValue);
  const [clientError, setClientError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValue(initialValue);
      setClientError(null);
    }
  }, [opened, initialValue]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate?.(value) ?? null;
    setClientError(problem);
    if (!problem) onSubmit(value.trim());
  };

  const error = clientError ?? (serverError ? errorMessage(serverError) : null);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <TextInput
            label={label}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setClientError(null);
            }}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={loading}
              disabled={requireChange && value.trim() === initialValue.trim()}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
