import { describe, expect, it } from 'vitest';
import { isLinkActive } from './is-link-active';

const dashboards = { path: '/dashboards', link: '/dashboards' };
const llmLogs = { path: '/logs', link: '/logs?type=llm' };
const traces = { path: '/logs', link: '/logs?type=trace' };
const savedView = { path: '/logs', link: '/logs?view=v1&filters=models%3Dgpt-4o&type=llm' };

describe('isLinkActive', () => {
  it('highlights an entry for its own path and every path below it', () => {
    expect(isLinkActive(dashboards, '/dashboards', '')).toBe(true);
    expect(isLinkActive(dashboards, '/dashboards/42', '')).toBe(true);
    expect(isLinkActive(dashboards, '/dashboardsx', '')).toBe(false);
    expect(isLinkActive(dashboards, '/prompts', '')).toBe(false);
  });

  it('needs the log type to match for /logs entries', () => {
    expect(isLinkActive(llmLogs, '/logs', '?type=llm')).toBe(true);
    expect(isLinkActive(traces, '/logs', '?type=llm')).toBe(false);
    expect(isLinkActive(traces, '/logs', '?type=trace&filters=x')).toBe(true);
    expect(isLinkActive(llmLogs, '/logs', '')).toBe(false);
  });

  it('highlights a saved view by its id, and not the log type it shows', () => {
    expect(isLinkActive(savedView, '/logs', '?view=v1&type=llm')).toBe(true);
    expect(isLinkActive(savedView, '/logs', '?view=v2&type=llm')).toBe(false);
    expect(isLinkActive(llmLogs, '/logs', '?view=v1&type=llm')).toBe(false);
  });
});
