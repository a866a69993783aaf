import { buildPath, type MarketplaceTld } from '@fathom/contract';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useBuiltPages } from '../../../entities/niches/use-built-pages';

/** Links into every other page of the niche. */
interface LinksProps {
  nicheId: number;
  marketplace: MarketplaceTld;
  current: string;
}

export function NichePageLinks({ nicheId, marketplace, current }: LinksProps) {
  const pages = useBuiltPages(marketplace).filter((page) => page.route !== current);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="niche-page-links">
      <Title order={2} fz="md" mb="xs" id="niche-page-links">
        Go deeper
      </Title>
      <Group gap="lg">
        {pages.map((page) => (
          <Anchor
            key={page.route}
            fz="sm"
            renderRoot={(props) => <Link to={buildPath(page.route, { nicheId })} {...props} />}
          >
            {page.label}
          </Anchor>
        ))}
      </Group>
    </Paper>
  );
}
