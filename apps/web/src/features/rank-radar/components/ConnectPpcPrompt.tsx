import { amazonConnectionEndpoints, connectPpcPromptShown, webRoutes } from '@fathom/contract';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { usePreference } from '../../../entities/preferences/use-preference';
import { useEndpointQuery } from '../../../lib/endpoint-query';

/**
 * The heatmap's 'connect PPC' prompt (spec §2 "Other views"): shown while the organization has no
 * Amazon Ads connection in the tracker's marketplace, if that marketplace has PPC data at all;
 * hidden by the user, it shows again 3 days later.
 */
export function ConnectPpcPrompt({
  orgId,
  krtId,
  now = () => new Date(),
}: {
  orgId: number;
  krtId: number;
  now?: () => Date;
}) {
  const prerequisite = useEndpointQuery(amazonConnectionEndpoints.ppcPrerequisite, {
    params: { orgId, krtId },
  });
  const [hiddenAt, hide] = usePreference('rankRadar.connectPpcHiddenAt');
  // Where the marketplace has no PPC data, connecting would not bring any.
  if (!prerequisite.data?.marketplaceSupported) return null;
  if (!connectPpcPromptShown(prerequisite.data.requireAmazonConnection, hiddenAt, now()))
    return null;
  return (
    <Alert
      variant="outline"
      color="blue"
      title="Connect PPC"
      role="region"
      aria-label="Connect PPC"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Connect your Amazon Ads account to see impressions and PPC spend beside the ranks.{' '}
          <Anchor href={webRoutes.amazonConnections}>Connect Amazon Ads</Anchor>
        </Text>
        <Button size="xs" variant="default" onClick={() => hide(now().toISOString())}>
          Hide
        </Button>
      </Group>
    </Alert>
  );
}
