import { isBillingMember, type Role } from '@fathom/contract';
import { Button, Text } from '@mantine/core';

/** Where billing members upgrade (spec: rank-radar-and-subscriptions, routes). */
export const SUBSCRIPTION_PATH = '/subscription/overview';

/** Owners and billing members may upgrade; everybody else asks the billing manager. */
export function UpgradePrompt({ role, feature }: { role: Role; feature: string }) {
  if (isBillingMember(role)) {
    return (
      <Button component="a" href={SUBSCRIPTION_PATH} size="xs" variant="filled" w="fit-content">
        Upgrade subscription
      </Button>
    );
  }
  return <Text fz="sm">To get more {feature}, please request them from the billing manager.</Text>;
}
