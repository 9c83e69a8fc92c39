import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { BarChart } from './bar-chart';
import type { ChartProps } from './chart-types';
import { chartLayout, valueTicks } from './chart-theme';
import { LineChart } from './line-chart';

const props: ChartProps = {
  categories: ['Jan', 'Feb', 'Mar'],
  series: [
    { id: '2026', label: '2026', values: [120, null, 140] },
    { id: '2025', label: '2025', values: [100, 110, 130] },
    { id: 'goal', label: 'Monthly goal', values: [125, 125, 125], reference: true },
  ],
  title: 'Fees by month',
  description: 'Fees of each month of 2025 and 2026, with the monthly goal.',
  formatValue: (value) => `$${value}`,
  legendLabel: 'Legend',
  width: 600,
};

describe.each([
  ['LineChart', LineChart],
  ['BarChart', BarChart],
])('%s', (_name, Chart) => {
  it('draws one named, described image with a legend of its series', () => {
    renderWithProviders(<Chart {...props} />);
    const image = screen.getByRole('img', { name: 'Fees by month' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAccessibleDescription('Fees of each month of 2025 and 2026, with the monthly goal.');
    // Nothing inside the image takes the focus: the keyboard passes it, the table gives the values.
    expect(image.querySelectorAll('[tabindex]')).toHaveLength(0);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026', '2025', 'Monthly goal']);
    expect(within(image).getByText('Feb')).toBeInTheDocument();
  });

  it('waits for a width before drawing', () => {
    renderWithProviders(<Chart {...props} width={undefined} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toBeInTheDocument();
  });
});

describe('BarChart stacked', () => {
  it('stacks the bars, its scale reaching the largest category total', () => {
    renderWithProviders(
      <BarChart
        {...props}
        series={props.series.filter((entry) => !entry.reference)}
        groupMode="stacked"
        formatAxisValue={(value) => String(value)}
      />,
    );
    const image = screen.getByRole('img', { name: 'Fees by month' });
    // Jan and Mar stack to 220 and 270: the scale goes past the largest single value (140).
    expect(within(image).getByText('300')).toBeInTheDocument();
  });

  it('labels every n-th category when they would not fit', () => {
    const categories = Array.from({ length: 90 }, (_, index) => `d${index}`);
    renderWithProviders(
      <BarChart
        {...props}
        categories={categories}
        series={[{ id: 'a', label: 'A', values: categories.map(() => 1) }]}
        groupMode="stacked"
        width={375}
      />,
    );
    const image = screen.getByRole('img', { name: 'Fees by month' });
    expect(within(image).getByText('d0')).toBeInTheDocument();
    expect(within(image).queryByText('d1')).not.toBeInTheDocument();
  });
});

describe('LineChart over many days', () => {
  it('labels every n-th category when they would not fit', () => {
    const categories = Array.from({ length: 60 }, (_, index) => `d${index}`);
    renderWithProviders(
      <LineChart
        {...props}
        categories={categories}
        series={[{ id: 'a', label: 'A', values: categories.map((_, index) => index) }]}
        width={375}
      />,
    );
    const image = screen.getByRole('img', { name: 'Fees by month' });
    expect(within(image).getByText('d0')).toBeInTheDocument();
    expect(within(image).queryByText('d1')).not.toBeInTheDocument();
  });
});

describe('valueTicks', () => {
  it('gives round steps from zero past the largest value', () => {
    expect(valueTicks(181_445)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(valueTicks(87.4)).toEqual([0, 25, 50, 75, 100]);
    expect(valueTicks(0)).toEqual([0]);
  });
});

describe('chartLayout', () => {
  it('leaves room right of the plot for half the last flat label, which a line chart centres on its edge', () => {
    // « 30 nov. », 8 characters of about 7 px: 28 px of it right of the last point.
    expect(chartLayout(900, 15, 5, 8).margin.right).toBeGreaterThanOrEqual(28);
    expect(chartLayout(900, 15, 5).margin.right).toBe(16);
    // Turned labels hang left of their point: nothing to the right.
    expect(chartLayout(300, 60, 5, 8).tickRotation).not.toBe(0);
    expect(chartLayout(300, 60, 5, 8).margin.right).toBe(16);
  });
});
