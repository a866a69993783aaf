import { webRoutes, type NicheChoice } from '@fathom/contract';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';

interface ExistingNicheNoticeProps {
  niche: NicheChoice;
  /** Competitors the new dive would take: the dived ASINs it would use. */
  count: number;
}

/**
 * Said before a dive whose hero ASIN is already the hero of a niche: the niche is offered first
 * (open it, or dive it again), and Create Niche would make a second niche and use dived ASINs.
 */
export function ExistingNicheNotice({ niche, count }: ExistingNicheNoticeProps) {
  const params = { nicheId: String(niche.id) };
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertCircle />}
      title="You already have a niche with this hero ASIN"
    >
      <Text fz="sm">
        {`${niche.label} has this hero ASIN in this marketplace. Create Niche makes a second niche and uses ${formatNumber(count)} dived ASINs.`}
      </Text>
      <Group gap="md" mt="xs">
        <Anchor
          fz="sm"
          fw={500}
          renderRoot={(props) => <Link to={webRoutes.nicheMkl} params={params} {...props} />}
        >
          {`Open ${niche.label}`}
        </Anchor>
        {niche.canManage ? (
          <Anchor
            fz="sm"
            fw={500}
            renderRoot={(props) => (
              <Link
                to={webRoutes.nicheMkl}
                params={params}
                search={{ showDiveAgainPopup: true }}
                {...props}
              />
            )}
          >
            {`Dive Again ${niche.label}`}
          </Anchor>
        ) : null}
      </Group>
    </Alert>
  );
}
