import {
  isLowSearchVolume,
  LOW_SEARCH_VOLUME,
  LOW_SEARCH_VOLUME_TOOLTIP,
  marketplace,
  PROFIT_MESSAGES,
  profitsSupported,
  webRoutes,
  type BandColor,
  type MarketplaceTld,
  type PipelineRow,
} from '@fathom/contract';
import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle, IconClock } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { PIPELINE_TEXT } from '../lib/pipeline-text';
import classes from './PipelineGrid.module.css';
import { SharedNicheIcon } from './SharedNicheIcon';

const TOOLTIP_DELAY = 500;

export function Dash() {
  return (
    <Text span c="dimmed" fz="sm" aria-label="No value">
      —
    </Text>
  );
}

/**
 * The niche's name with its link, Read Only badge, AutoDive indicator, rank issue warning and,
 * for a niche another organization shares, that organization's icon.
 */
export function LabelCell({ niche }: { niche: PipelineRow }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Anchor
        fz="sm"
        fw={500}
        truncate
        renderRoot={(props) => (
          <Link to={webRoutes.nicheMkl} params={{ nicheId: String(niche.id) }} {...props} />
        )}
      >
        {niche.label}
      </Anchor>
      <SharedNicheIcon niche={niche} />
      {niche.hasRankIssue ? (
        <Tooltip label={PIPELINE_TEXT.rankIssue} openDelay={TOOLTIP_DELAY} multiline w={280}>
          <span role="img" aria-label={PIPELINE_TEXT.rankIssue} className={classes.warning}>
            <IconAlertCircle size={14} />
          </span>
        </Tooltip>
      ) : null}
      {niche.schedule && niche.canManage ? (
        <Tooltip label={`Scheduled AutoDive: ${niche.schedule}`} openDelay={TOOLTIP_DELAY}>
          <Badge
            size="xs"
            variant="light"
            color="violet"
            radius="sm"
            leftSection={<IconClock size={10} />}
            aria-label={`Scheduled AutoDive: ${niche.schedule}`}
            data-testid="schedule-indicator"
          >
            {niche.schedule}
          </Badge>
        </Tooltip>
      ) : null}
      {niche.canManage ? null : (
        <Tooltip label={PIPELINE_TEXT.readOnlyTooltip} openDelay={TOOLTIP_DELAY}>
          <Badge size="xs" variant="outline" color="gray.7" radius="sm" tabIndex={0}>
            {PIPELINE_TEXT.readOnly}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

/** A search volume, '≤450' at or below the low threshold. */
export function SearchVolumeCell({ volume }: { volume: number | null }) {
  if (volume === null) return <Dash />;
  if (!isLowSearchVolume(volume)) return <>{formatNumber(volume)}</>;
  return (
    <Tooltip label={LOW_SEARCH_VOLUME_TOOLTIP} openDelay={TOOLTIP_DELAY}>
      <span aria-label={LOW_SEARCH_VOLUME_TOOLTIP}>≤{LOW_SEARCH_VOLUME}</span>
    </Tooltip>
  );
}

/** A rated measure, coloured by its band (spec §9). */
export function BandCell({ text, band }: { text: string; band: BandColor }) {
  return (
    <span className={classes.band} data-band={band}>
      {text}
    </span>
  );
}

export function ChipsCell({ names }: { names: string[] }) {
  if (names.length === 0) return <Dash />;
  return (
    <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
      {names.map((name) => (
        <Badge key={name} size="xs" variant="light" color="gray" radius="sm" tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * A profit figure of PROFITS, or why it is empty: PROFITS needs the Sales velocity, or the
 * marketplace has no PROFITS (spec §2).
 */
export function ProfitCell({ value, tld }: { value: ReactNode; tld: MarketplaceTld }) {
  if (value !== null) return <>{value}</>;
  const why = profitsSupported(tld)
    ? PROFIT_MESSAGES.needsVelocity
    : PROFIT_MESSAGES.notSupported(marketplace(tld).name);
  return (
    <Tooltip label={why} openDelay={TOOLTIP_DELAY}>
      <Text span c="dimmed" fz="sm" tabIndex={0} aria-label={why}>
        —
      </Text>
    </Tooltip>
  );
}
