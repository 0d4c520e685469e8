function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`The stream sent a line that is not JSON: ${line.slice(0, 200)}`);
  }
}

/**
 * Reads a body of line-delimited JSON (one value per line), yielding each
 * value as soon as its line is complete, however the bytes are split across
 * reads. Blank lines are skipped; stopping early cancels the stream.
 * @example for await (const chunk of readJsonLines(response.body)) render(chunk);
 */
export async function* readJsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line.trim()) yield parseLine(line.trim());
      }
      if (done) break;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
