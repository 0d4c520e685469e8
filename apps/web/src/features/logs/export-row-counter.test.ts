import { describe, expect, it } from 'vitest';
import { exportRowCounter } from './export-row-counter';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('exportRowCounter', () => {
  it('counts CSV rows after the header, with quoted line breaks and quotes inside values', () => {
    const counter = exportRowCounter('csv');
    counter.add(bytes('id,input\r\n1,"first line\r\nsecond ""quoted"" line"\r\n2,pl'));
    expect(counter.rows()).toBe(1);
    counter.add(bytes('ain\r\n'));
    expect(counter.rows()).toBe(2);
    counter.add(bytes('3,"a\nb"'));
    // The last row has no line break: it counts once the file is complete.
    expect(counter.rows()).toBe(2);
    expect(counter.finalRows()).toBe(3);
  });

  it('counts a JSONL line as a run, across chunk boundaries', () => {
    const counter = exportRowCounter('jsonl');
    expect(counter.rows()).toBe(0);
    counter.add(bytes('{"input":"a\\nb"}\n{"in'));
    expect(counter.rows()).toBe(1);
    counter.add(bytes('put":"c"}\n'));
    expect(counter.rows()).toBe(2);
    counter.add(bytes('{"input":"d"}\n'));
    expect(counter.rows()).toBe(3);
    expect(counter.finalRows()).toBe(3);
  });
});
