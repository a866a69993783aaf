import { lazy, Suspense } from 'react';
import type { ChartProps } from './EChart';

export type { ChartOption, ChartProps } from './EChart';

/** ECharts is most of a chart's code and most pages show none: it loads with the first one. */
const EChart = lazy(() => import('./EChart').then((m) => ({ default: m.EChart })));

/**
 * The app's one chart: ECharts with its SVG renderer, sized by its container and resized with it.
 * A screen that shows figures in a chart also shows them as text or in a table; the chart is named
 * as an image by `label`. Until ECharts has loaded, an empty box of the chart's height holds its place.
 */
export function Chart({ height = 280, ...props }: ChartProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ width: '100%', height }} />}>
      <EChart height={height} {...props} />
    </Suspense>
  );
}
