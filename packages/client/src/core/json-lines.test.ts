import { describe, expect, it, vi } from 'vitest';
import { readJsonLines } from './json-lines.js';

function streamOf(parts: readonly Uint8Array[], onCancel?: () => void) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      if (!onCancel) controller.close();
    },
    cancel: onCancel,
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const values: unknown[] = [];
  for await (const value of readJsonLines(stream)) values.push(value);
  return values;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readJsonLines', () => {
  it('joins a line split over several reads, even inside a multi-byte character', async () => {
    const line = bytes('{"text":"café ☕"}\n');
    const cut = line.indexOf(0xe2) + 1; // inside the three bytes of ☕
    const values = await readAll(streamOf([line.slice(0, 5), line.slice(5, cut), line.slice(cut)]));
    expect(values).toEqual([{ text: 'café ☕' }]);
  });

  it('skips blank lines, accepts CRLF and reads a last line without a newline', async () => {
    const values = await readAll(streamOf([bytes('1\r\n\n  \n"two"\r\n{"three":3}')]));
    expect(values).toEqual([1, 'two', { three: 3 }]);
  });

  it('fails on a line that is not JSON', async () => {
    await expect(readAll(streamOf([bytes('{"ok":true}\nnot json\n')]))).rejects.toThrow(
      'The stream sent a line that is not JSON: not json',
    );
  });

  it('cancels the stream when the reader stops early', async () => {
    const cancel = vi.fn();
    const stream = streamOf([bytes('1\n2\n')], cancel);
    for await (const value of readJsonLines(stream)) {
      expect(value).toBe(1);
      break;
    }
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
