import { describe, expect, it } from 'vitest';
import { reviewKeyAction } from './review-keys';

describe('reviewKeyAction', () => {
  it.each([
    ['j', { kind: 'next' }],
    ['ArrowRight', { kind: 'next' }],
    ['k', { kind: 'previous' }],
    ['ArrowLeft', { kind: 'previous' }],
    ['1', { kind: 'score', score: 1 }],
    ['5', { kind: 'score', score: 5 }],
    ['u', { kind: 'thumb', thumb: 'up' }],
    ['d', { kind: 'thumb', thumb: 'down' }],
    ['c', { kind: 'comment' }],
    ['Enter', { kind: 'save' }],
  ])('maps %s', (key, action) => {
    expect(reviewKeyAction({ key })).toEqual(action);
  });

  it('ignores other keys and keys with a modifier, so browser shortcuts keep working', () => {
    expect(reviewKeyAction({ key: '6' })).toBeNull();
    expect(reviewKeyAction({ key: 'x' })).toBeNull();
    expect(reviewKeyAction({ key: 'd', metaKey: true })).toBeNull();
    expect(reviewKeyAction({ key: 'j', ctrlKey: true })).toBeNull();
  });
});
