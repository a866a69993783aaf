import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Chart } from './Chart';

describe('Chart', () => {
  it('draws the series, once ECharts has loaded, as an image named by its label', async () => {
    renderWithProviders(
      <Chart
        label="Average organic rank per day"
        option={{
          xAxis: { type: 'category', data: ['Nov 1', 'Nov 2', 'Nov 3'] },
          yAxis: { type: 'value' },
          series: [{ type: 'line', name: 'Average rank', data: [12, 9, 7] }],
        }}
      />,
    );
    const chart = await screen.findByRole('img', { name: 'Average organic rank per day' });
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(chart.textContent).toContain('Nov 2');
  });
});
