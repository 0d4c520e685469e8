import type { Run } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvLine, openAiFineTuningLine } from './run-export-format.js';

const run: Run = {
  id: '3e386506-e35b-44d8-9051-787288381e0a',
  projectId: '2f1b5c1e-7a63-4a53-9f6b-2f0d6e2b1c11',
  type: 'llm',
  name: 'gpt-4o-mini',
  status: 'success',
  createdAt: '2026-11-01T10:00:00.000Z',
  endedAt: '2026-11-01T10:00:00.380Z',
  duration: 380,
  parentRunId: null,
  missingParentRunId: null,
  traceId: '3e386506-e35b-44d8-9051-787288381e0a',
  threadId: null,
  input: [{ role: 'user', content: 'Say "hi", please' }],
  output: { role: 'assistant', content: 'hi,\nthere' },
  error: null,
  params: {},
  metadata: { feature: 'qa' },
  tags: ['prod', 'eu'],
  userId: 'user-1',
  userProps: {},
  promptTokens: 10,
  completionTokens: 3,
  cachedPromptTokens: null,
  totalTokens: 13,
  cost: 0.0000033,
  feedback: { thumb: 'down', comment: 'too short' },
  scores: [],
  isPublic: false,
  templateVersionId: null,
  model: null,
};

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and writes JSON for structured values', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvField(null)).toBe('');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('writes one line per run under a header with the same number of columns', () => {
    const header = csvHeader().trim().split(',');
    expect(header).toContain('cost');
    expect(csvLine(run)).toContain(
      '"[{""role"":""user"",""content"":""Say \\""hi\\"", please""}]"',
    );
    expect(csvLine(run).endsWith('\r\n')).toBe(true);
  });
});

describe('OpenAI fine-tuning export', () => {
  it('writes the conversation followed by the answer', () => {
    expect(JSON.parse(openAiFineTuningLine(run))).toEqual({
      messages: [
        { role: 'user', content: 'Say "hi", please' },
        { role: 'assistant', content: 'hi,\nthere' },
      ],
    });
  });

  it('skips failed calls and runs that are not chat completions', () => {
    expect(openAiFineTuningLine({ ...run, status: 'error' })).toBe('');
    expect(openAiFineTuningLine({ ...run, type: 'tool' })).toBe('');
    expect(openAiFineTuningLine({ ...run, output: null })).toBe('');
  });
});
