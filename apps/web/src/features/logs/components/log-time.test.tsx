import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTimeDisplayStore } from '../time-display-store';
import { LogTime, TimeDisplayToggle } from './log-time';

const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
const hh = (n: number) => String(n).padStart(2, '0');

beforeEach(() => {
  useTimeDisplayStore.setState({ absolute: false });
  window.localStorage.clear();
});
afterEach(cleanup);

function showTimes() {
  render(
    <div>
      <TimeDisplayToggle />
      <LogTime value={fiveMinutesAgo.toISOString()} />
    </div>,
  );
}

describe('times in the logs tables', () => {
  it('read as relative times without a "~"', () => {
    showTimes();
    expect(screen.getByText('5 min ago')).toBeTruthy();
    expect(document.body.textContent).not.toContain('~');
  });

  it('switch to exact times and back from the time column header, remembered', () => {
    showTimes();
    const toggle = screen.getByRole('button', { name: 'Exact times' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Today: the clock time in the browser's time zone, to the second (unless it is just past
    // midnight, when five minutes ago was yesterday).
    const clock = `${hh(fiveMinutesAgo.getHours())}:${hh(fiveMinutesAgo.getMinutes())}:${hh(fiveMinutesAgo.getSeconds())}`;
    const shown = document.querySelector('time')?.textContent ?? '';
    expect(
      shown === clock ||
        shown.endsWith(`${hh(fiveMinutesAgo.getHours())}:${hh(fiveMinutesAgo.getMinutes())}`),
    ).toBe(true);
    const saved = JSON.parse(window.localStorage.getItem('lookout-log-time-display') ?? '{}');
    expect(saved.state).toEqual({ absolute: true });
    fireEvent.click(toggle);
    expect(screen.getByText('5 min ago')).toBeTruthy();
  });
});
