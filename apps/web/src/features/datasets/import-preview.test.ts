import { describe, expect, it } from 'vitest';
import { defaultInputColumn, defaultOutputColumn, previewImport } from './import-preview';

describe('previewImport', () => {
  it('reads the header and the first rows of a CSV file, quotes and commas included', () => {
    const csv = 'question,answer,topic\n"Hi, there",Hello,greeting\nBye,"See ""you""",farewell\n';
    expect(previewImport('faq.csv', csv, csv.length)).toEqual({
      ok: true,
      format: 'csv',
      columns: ['question', 'answer', 'topic'],
      rows: [
        { question: 'Hi, there', answer: 'Hello', topic: 'greeting' },
        { question: 'Bye', answer: 'See "you"', topic: 'farewell' },
      ],
    });
  });

  it('stops after five rows', () => {
    const csv = `input\n${Array.from({ length: 20 }, (_, i) => `q${i}`).join('\n')}`;
    const preview = previewImport('many.csv', csv, csv.length);
    expect(preview.ok && preview.rows.length).toBe(5);
  });

  it('reads JSON lines and names a line that is not an object', () => {
    const jsonl = '{"input":"Hi","expectedOutput":"Hello"}\n\n{"input":"Bye","tag":1}\n';
    expect(previewImport('items.jsonl', jsonl, jsonl.length)).toMatchObject({
      ok: true,
      columns: ['input', 'expectedOutput', 'tag'],
    });
    expect(previewImport('bad.jsonl', '{"input":1}\n[2]', 16)).toEqual({
      ok: false,
      message: 'Line 2 is not a JSON object.',
    });
  });

  it('refuses other files, empty files and files past the size limit', () => {
    expect(previewImport('notes.txt', 'x', 1)).toEqual({
      ok: false,
      message: 'Choose a .csv or .jsonl file.',
    });
    expect(previewImport('empty.csv', '  \n', 3)).toEqual({
      ok: false,
      message: 'The file is empty.',
    });
    expect(previewImport('huge.csv', 'input\nx', 100_000_000)).toEqual({
      ok: false,
      message: 'The file is larger than 20 MB.',
    });
  });

  it('maps input and expected output to their usual columns', () => {
    expect(defaultInputColumn(['question', 'input'])).toBe('input');
    expect(defaultInputColumn(['question'])).toBe('question');
    expect(defaultOutputColumn(['question', 'expected_output'])).toBe('expected_output');
    expect(defaultOutputColumn(['question'])).toBeNull();
  });
});

describe('previewImport of unusual CSV files', () => {
  it('drops a byte-order mark and names an unclosed quote', () => {
    const withBom = '\uFEFFinput,expected_output\nHi,Hello\n';
    expect(previewImport('bom.csv', withBom, withBom.length)).toMatchObject({
      ok: true,
      columns: ['input', 'expected_output'],
    });
    const broken = 'input\n"never closed\n';
    const preview = previewImport('broken.csv', broken, broken.length);
    expect(preview.ok).toBe(false);
    expect(!preview.ok && preview.message).toMatch(/^The CSV file cannot be read: /);
  });
});
