import { isBillingMember, webRoutes, type Role } from '@fathom/contract';
import { Button, Text } from '@mantine/core';

/** Owners and billing members may upgrade; everybody else asks the billing manager. */
export function UpgradePrompt({ role, feature }: { role: Role; feature: string }) {
  if (isBillingMember(role)) {
    return (
      <Button
        component="a"
        href={webRoutes.subscription}
        size="xs"
        variant="filled"
        w="fit-content"
      >
        Upgrade subscription
      </Button>
    );
  }
  return <Text fz="sm">To get more {feature}, please request them from the billing manager.</Text>;
}
