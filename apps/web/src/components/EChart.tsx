import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import type {
  BarSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
} from 'echarts/components';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  MarkPointComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** The options every chart of the app may use: the series and components registered above. */
export type ChartOption = echarts.ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | ScatterSeriesOption
  | DataZoomComponentOption
  | GridComponentOption
  | LegendComponentOption
  | MarkAreaComponentOption
  | MarkLineComponentOption
  | MarkPointComponentOption
  | TooltipComponentOption
>;

export interface ChartProps {
  option: ChartOption;
  /** What the chart shows, read by screen readers (the chart itself is an image to them). */
  label: string;
  height?: number;
  /** Called with the data index and series name when a point, bar or slice is clicked. */
  onSelect?: (point: { dataIndex: number; seriesName: string }) => void;
}

/** The chart itself, loaded by `Chart` with the first chart a page shows. */
export function EChart({ option, label, height, onSelect }: ChartProps & { height: number }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = echarts.init(element, undefined, {
      renderer: 'svg',
      height,
      width: element.clientWidth || 600,
    });
    chart.current = instance;
    instance.on('click', (event) =>
      select.current?.({ dataIndex: event.dataIndex, seriesName: event.seriesName ?? '' }),
    );
    const observer = new ResizeObserver(() => instance.resize({ width: 'auto', height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption({ animation: false, ...option }, { notMerge: true });
  }, [option, height]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
