import { Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  code?: string;
  title: string;
  description: ReactNode;
  icon: ReactNode;
  action?: { label: string; onClick: () => void };
}

export function StatusPage({ code, title, description, icon, action }: StatusPageProps) {
  return (
    <EmptyState
      py={64}
      size="lg"
      variant="light"
      icon={icon}
      title={code ? `${code} · ${title}` : title}
      description={description}
    >
      {action ? (
        <EmptyState.Actions>
          <Button variant="light" onClick={action.onClick}>
            {action.label}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
