import { describe, expect, it } from 'vitest';
import { bucketTicks, padHalfBucket } from './time-series-options';

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
