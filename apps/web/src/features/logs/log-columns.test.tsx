import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRun } from '../../testing/make-run';
import { type LogColumn, logColumns } from './log-columns';

afterEach(cleanup);

const lastActivity: LogColumn | undefined = logColumns.thread.find(
  (column) => column.id === 'lastActivity',
);

function shownTime(run: Parameters<NonNullable<typeof lastActivity>['render']>[0]) {
  const { container } = render(<div>{lastActivity?.render(run)}</div>);
  return container.querySelector('time')?.getAttribute('dateTime');
}

describe('the Conversations list last activity column', () => {
  it('shows the time of the latest message and sorts by it', () => {
    const thread = makeRun({
      type: 'thread',
      createdAt: '2026-11-01T10:00:00.000Z',
      endedAt: null,
      lastActivityAt: '2026-11-01T12:30:00.000Z',
    });
    expect(shownTime(thread)).toBe('2026-11-01T12:30:00.000Z');
    expect(lastActivity?.sortField).toBe('lastActivityAt');
  });

  it('falls back to the start of a thread the server sent no activity for', () => {
    const thread = makeRun({
      type: 'thread',
      createdAt: '2026-11-01T10:00:00.000Z',
      endedAt: null,
    });
    expect(shownTime(thread)).toBe('2026-11-01T10:00:00.000Z');
  });
});

const modelColumn = logColumns.llm.find((column) => column.label === 'Model');

function shownModel(run: Parameters<NonNullable<typeof modelColumn>['render']>[0]) {
  const { container } = render(<div>{modelColumn?.render(run)}</div>);
  return container.textContent;
}

describe('the LLM calls list Model column', () => {
  it("shows the model a span called, not the span's name", () => {
    const span = makeRun({ name: 'chat gpt-4o-mini', model: 'gpt-4o-mini-2024-07-18' });
    expect(shownModel(span)).toBe('gpt-4o-mini-2024-07-18');
    expect(modelColumn?.sortField).toBe('model');
  });

  it('falls back to the name of a run that recorded no model', () => {
    expect(shownModel(makeRun({ name: 'my-call', model: null }))).toBe('my-call');
  });

  it('gives Cost room for a tiny cost in full ($0.000023)', () => {
    for (const columns of Object.values(logColumns)) {
      const cost = columns.find((column) => column.id === 'cost');
      expect(cost?.width).toBeGreaterThanOrEqual(110);
    }
  });
});

describe('the Conversations list columns', () => {
  const thread = makeRun({
    type: 'thread',
    name: 'Lost luggage',
    input: null,
    cost: null,
    duration: null,
    messageCount: 3,
    openingMessage: { role: 'user', content: 'My suitcase   never arrived' },
    subtreeTotals: {
      cost: 0.000_023,
      tokens: 1_200,
      promptTokens: 1_000,
      completionTokens: 200,
      duration: 95_000,
    },
  });

  function cellText(id: string, run = thread) {
    const column = logColumns.thread.find((candidate) => candidate.id === id);
    const { container } = render(<div>{column?.render(run)}</div>);
    const text = container.textContent;
    cleanup();
    return text;
  }

  it('reads each conversation at a glance: name, opening message, messages, cost, duration', () => {
    const shown = logColumns.thread
      .filter((column) => column.defaultVisible)
      .map((column) => column.label);
    expect(shown).toEqual(
      expect.arrayContaining(['Name', 'Opening message', 'Messages', 'Cost', 'Duration']),
    );
    expect(cellText('name')).toBe('Lost luggage');
    expect(cellText('openingMessage')).toBe('My suitcase never arrived');
    expect(cellText('messages')).toBe('3');
    expect(cellText('cost')).toBe('$0.000023');
    expect(cellText('duration')).toBe('1min 35s');
    expect(cellText('tokens')).toBe('1,200');
  });

  it('shows a dash where a conversation has no figures yet', () => {
    const empty = { ...thread, name: null, openingMessage: null, subtreeTotals: undefined };
    for (const id of ['name', 'openingMessage', 'cost', 'duration', 'tokens'])
      expect(cellText(id, empty)).toBe('—');
  });
});
