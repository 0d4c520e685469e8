import { describe, expect, it } from 'vitest';
import { barSize, bucketTicks, padHalfBucket } from './time-series-options';

const hours = Array.from({ length: 24 }, (_, hour) => hour * 3600);

describe('bucketTicks', () => {
  it('labels every bucket when there is room', () => {
    expect(bucketTicks(hours.slice(0, 7), 700)).toEqual(hours.slice(0, 7));
  });

  it('labels every n-th bucket so labels keep 64 px apart', () => {
    // 320 px hold 5 labels: every 5th of 24 buckets.
    expect(bucketTicks(hours, 320)).toEqual([0, 5, 10, 15, 20].map((hour) => hour * 3600));
  });

  it('labels the first bucket of a very narrow chart, and none of an empty one', () => {
    expect(bucketTicks(hours, 10)).toEqual([0]);
    expect(bucketTicks([], 500)).toEqual([]);
  });
});

describe('padHalfBucket', () => {
  it('leaves half a bucket before the first bar and after the last', () => {
    expect(padHalfBucket([0, 86_400, 172_800], 0, 172_800)).toEqual([-43_200, 216_000]);
  });
});

describe('barSize', () => {
  const data = (count: number) => ({
    dates: [],
    series: Array.from({ length: count }, (_, index) => ({
      key: `s${index}`,
      label: `s${index}`,
      values: [],
    })),
  });

  it('gives stacked bars one width', () => {
    const spec = { stacked: true, data: data(3) };
    expect(barSize(spec, 0)).toEqual(barSize(spec, 2));
  });

  it('narrows each bar that does not add up, so the ones in front never hide the ones behind', () => {
    const spec = { stacked: false, data: data(3) };
    const widths = [0, 1, 2].map((index) => barSize(spec, index)[0]);
    expect(widths[0]).toBeGreaterThan(widths[1] ?? 0);
    expect(widths[1]).toBeGreaterThan(widths[2] ?? 0);
    expect(widths[2]).toBeGreaterThan(0);
  });
});
