import { sampleTag } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { sampleEvents, sampleUsers } from './sample-events';

function ids() {
  let next = 0;
  return () => {
    next += 1;
    return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  };
}

describe('sampleEvents', () => {
  const now = Date.UTC(2025, 5, 1, 12);
  const events = sampleEvents(now, ids());

  it('marks every run with the sample tag and metadata', () => {
    for (const event of events.filter((e) => e.event === 'start')) {
      expect(event.tags).toEqual([sampleTag]);
      expect(event.metadata).toEqual({ 'lookout.sample': true });
    }
    for (const event of events.filter((e) => e.event === 'chat')) {
      expect(event.threadTags).toEqual([sampleTag]);
      expect((event.message as { metadata?: unknown }).metadata).toEqual({
        'lookout.sample': true,
      });
    }
  });

  it('holds LLM calls, a failure, feedback, an agent trace and a conversation, all in the last hour', () => {
    const types = new Set(events.map((event) => event.type));
    expect([...types]).toEqual(expect.arrayContaining(['llm', 'agent', 'tool', 'thread']));
    expect(events.some((event) => event.event === 'error')).toBe(true);
    expect(events.some((event) => event.event === 'feedback')).toBe(true);
    const agent = events.find((event) => event.type === 'agent');
    expect(events.filter((event) => event.parentRunId === agent?.runId).length).toBeGreaterThan(2);
    for (const event of events) {
      expect(event.timestamp).toBeGreaterThan(now - 3_600_000);
      expect(event.timestamp).toBeLessThanOrEqual(now);
    }
    const users = new Set(events.map((event) => event.userId).filter(Boolean));
    expect([...users].sort()).toEqual(sampleUsers.map((user) => user.id).sort());
  });
});
