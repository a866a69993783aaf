import {
  buildPath,
  HELP_CENTER_URL,
  type MarketplaceTld,
  type NichePageDef,
} from '@fathom/contract';
import { ActionIcon, Anchor, Box, Group, Tooltip } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useBuiltPages } from '../../../entities/niches/use-built-pages';
import classes from './NicheTabs.module.css';

function isCurrent(page: NichePageDef, routeIds: string[]): boolean {
  return [page.route, ...(page.alsoActiveOn ?? [])].some((route) => routeIds.includes(route));
}

/** The tab bar of a niche's pages, each with its help article (`?`). */
export function NicheTabs({
  nicheId,
  marketplace,
}: {
  nicheId: number;
  marketplace: MarketplaceTld;
}) {
  const pages = useBuiltPages(marketplace);
  const routeIds = useRouterState({ select: (s) => s.matches.map((m) => m.fullPath) });
  return (
    <Box component="nav" aria-label="Niche pages" className={classes.bar}>
      <Group gap={4} wrap="wrap" component="ul" className={classes.list}>
        {pages.map((page) => {
          const current = isCurrent(page, routeIds);
          return (
            <Group key={page.route} gap={0} wrap="nowrap" component="li" className={classes.item}>
              <Anchor
                className={classes.tab}
                data-active={current || undefined}
                aria-current={current ? 'page' : undefined}
                underline="never"
                renderRoot={(props) => <Link to={buildPath(page.route, { nicheId })} {...props} />}
              >
                {page.label}
              </Anchor>
              <Tooltip label={`Help: ${page.label}`} openDelay={500}>
                <ActionIcon
                  component="a"
                  href={`${HELP_CENTER_URL}/${page.help}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  size="xs"
                  radius="xl"
                  aria-label={`Help: ${page.label}`}
                  className={classes.help}
                >
                  ?
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}
