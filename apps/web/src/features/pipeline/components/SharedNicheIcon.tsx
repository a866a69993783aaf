import type { PipelineRow } from '@fathom/contract';
import { Tooltip } from '@mantine/core';
import { createContext, useContext } from 'react';
import { IconBuilding } from '../../../components/icons';
import { PIPELINE_TEXT } from '../lib/pipeline-text';

/**
 * Whether rows shared by another organization carry its icon: not for viewers whose plan has the
 * agency feature (spec: niche-pipeline §2), for whom niches of connected organizations are the
 * daily work. The pipeline workspace provides it from the organization's plan.
 */
export const SharedIconShown = createContext(true);

/** 'Niche shared by an external organization {name}', on a niche of another organization. */
export function SharedNicheIcon({ niche }: { niche: PipelineRow }) {
  const shown = useContext(SharedIconShown);
  if (!shown || niche.sharedBy === null) return null;
  const text = PIPELINE_TEXT.sharedBy(niche.sharedBy.name);
  return (
    <Tooltip label={text} openDelay={500}>
      <span role="img" aria-label={text} tabIndex={0} style={{ display: 'inline-flex' }}>
        <IconBuilding size={14} />
      </span>
    </Tooltip>
  );
}
