import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsStore } from './notifications-store.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const titles = (store: ReturnType<typeof createNotificationsStore>) =>
  store.getSnapshot().map((item) => item.title);

describe('createNotificationsStore', () => {
  it('closes a notification after 4000 ms by default', () => {
    const store = createNotificationsStore();
    store.show({ title: 'Saved', message: 'All good', color: 'green' });
    vi.advanceTimersByTime(3999);
    expect(titles(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual([]);
  });

  it('honours a per-notification delay and autoClose false', () => {
    const store = createNotificationsStore();
    store.show({ title: 'Quick', message: '', autoClose: 1000 });
    store.show({ title: 'Sticky', message: '', autoClose: false });
    vi.advanceTimersByTime(1000);
    expect(titles(store)).toEqual(['Sticky']);
    vi.advanceTimersByTime(60_000);
    expect(titles(store)).toEqual(['Sticky']);
  });

  it('keeps at most five, dropping the oldest', () => {
    const store = createNotificationsStore();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) store.show({ title: `#${n}`, message: '' });
    expect(titles(store)).toEqual(['#3', '#4', '#5', '#6', '#7']);
  });

  it('defaults to blue and replaces a notification shown again under the same id', () => {
    const store = createNotificationsStore();
    store.show({ id: 'upload', title: 'Uploading', message: '' });
    vi.advanceTimersByTime(3000);
    store.show({ id: 'upload', title: 'Uploaded', message: '', color: 'green' });
    expect(store.getSnapshot()).toEqual([
      { id: 'upload', title: 'Uploaded', message: '', color: 'green' },
    ]);
    // The replacement gets a fresh 4000 ms.
    vi.advanceTimersByTime(3000);
    expect(titles(store)).toEqual(['Uploaded']);
    store.show({ title: 'Plain', message: '' });
    expect(store.getSnapshot()[1]?.color).toBe('blue');
  });

  it('hides one or all on request and tells subscribers', () => {
    const store = createNotificationsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.show({ title: 'A', message: '' });
    store.show({ title: 'B', message: '' });
    store.hide(first);
    expect(titles(store)).toEqual(['B']);
    store.clean();
    expect(titles(store)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show({ title: 'C', message: '' });
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
