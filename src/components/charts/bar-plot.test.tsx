import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { BarChart } from './bar-chart';
import { bandScale, barRects } from './bar-geometry';
import type { ChartSeries } from './chart-types';

const series: ChartSeries[] = [
  { id: 'sms', label: 'SMS', values: [10, 0, 30] },
  { id: 'email', label: 'Email', values: [5, null, 15] },
];
const categories = ['Nov 1', 'Nov 2', 'Nov 3'];
/** A value scale of 0 to 60 over 300 pixels. */
const y = (value: number) => 300 - (value / 60) * 300;

describe('bar geometry', () => {
  it('stacks each day from the baseline to its total, segments apart, nothing for empty days', () => {
    const rects = barRects({ categories, bars: series, groupMode: 'stacked' }, bandScale(3, 600), y);
    expect(rects.map((rect) => rect.key)).toEqual(['sms.0', 'email.0', 'sms.2', 'email.2']);
    const [sms, email] = rects.filter((rect) => rect.index === 2);
    // 30 then 15 of a 60 scale: from 300 up to 150, then up to 75, with nivo's inner padding of a
    // pixel (half of it above each segment, all of it below).
    expect(sms!.y + sms!.height).toBeCloseTo(299);
    expect(sms!.y).toBeCloseTo(150.5);
    expect(email!.y).toBeCloseTo(75.5);
    expect(sms!.y - (email!.y + email!.height)).toBeCloseTo(1.5);
    expect(sms!.x).toBe(email!.x);
  });

  it('sets a day’s bars side by side inside its band, without overlapping the next day', () => {
    const band = bandScale(3, 600);
    const rects = barRects({ categories, bars: series, groupMode: 'grouped' }, band, y);
    const [sms, email] = rects.filter((rect) => rect.index === 0);
    expect(email!.x).toBeCloseTo(sms!.x + sms!.width + 1);
    expect(email!.x + email!.width).toBeCloseTo(band.start(0) + band.bandwidth);
    expect(band.start(0) + band.bandwidth).toBeLessThan(band.start(1));
    expect(sms!.height).toBeCloseTo(50);
  });
});

describe('BarChart', () => {
  it('says a bar’s day and values, with the reference’s, while the pointer is on it', () => {
    renderWithProviders(
      <BarChart
        categories={categories}
        series={[...series, { id: 'goal', label: 'Goal', values: [12, 12, 12], reference: true }]}
        title="Messages sent each day"
        description="Messages of each day, by channel."
        formatValue={(value) => `${value} msgs`}
        legendLabel="Legend"
        width={600}
      />,
    );
    const image = screen.getByRole('img', { name: 'Messages sent each day' });
    const bars = image.querySelectorAll('rect');
    expect(bars).toHaveLength(4);
    fireEvent.mouseEnter(bars[1]!, { clientX: 100, clientY: 100 });
    const day = within(image).getByText('Nov 3', { selector: 'span' });
    const box = day.parentElement!;
    expect(within(box).getByText('SMS')).toBeInTheDocument();
    expect(within(box).getByText('30 msgs')).toBeInTheDocument();
    expect(within(box).getByText('Goal')).toBeInTheDocument();
    expect(within(box).getByText('12 msgs')).toBeInTheDocument();
    fireEvent.mouseLeave(bars[1]!);
    expect(within(image).queryByText('Nov 3', { selector: 'span' })).not.toBeInTheDocument();
  });
});
