import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRun } from '../../testing/make-run';
import { RunContent } from './run-content';
import { RunDetail, RunHeading } from './run-detail';

afterEach(cleanup);

describe('RunContent', () => {
  it('renders a chat of every role with each content part', () => {
    const { container } = render(
      <RunContent
        label="Input"
        value={[
          { role: 'developer', content: 'Follow the rules.' },
          { role: 'system', content: 'You are helpful.' },
          {
            role: 'user',
            name: 'ada',
            content: [
              { type: 'text', text: 'Look at this' },
              { type: 'image_url', image_url: { url: 'https://img.test/cat.png' } },
              {
                type: 'input_audio',
                input_audio: { url: 'https://audio.test/q.wav', format: 'wav' },
              },
              { type: 'file', file: { file_id: 'file-42' } },
            ],
          },
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
              },
            ],
          },
          { role: 'tool', tool_call_id: 'call_1', content: 'Sunny, 21°C' },
          { role: 'assistant', content: null, function_call: { name: 'lookup', arguments: '{}' } },
          { role: 'function', name: 'lookup', content: 'found' },
          { role: 'assistant', content: [{ type: 'refusal', refusal: 'I cannot do that.' }] },
        ]}
      />,
    );
    for (const role of ['developer', 'system', 'user', 'tool', 'function']) {
      expect(screen.getByRole('article', { name: `${role} message` })).toBeTruthy();
    }
    expect(screen.getAllByRole('article', { name: 'assistant message' })).toHaveLength(3);
    expect(screen.getByText('Look at this')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.test/cat.png');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('https://audio.test/q.wav');
    expect(screen.getByText('file-42')).toBeTruthy();
    const calls = screen.getAllByTestId('tool-call');
    expect(within(calls[0] as HTMLElement).getByText('get_weather')).toBeTruthy();
    expect(within(calls[0] as HTMLElement).getByText(/"city": "Paris"/)).toBeTruthy();
    expect(within(calls[1] as HTMLElement).getByText('Function call')).toBeTruthy();
    const toolResult = screen.getByRole('article', { name: 'tool message' });
    expect(toolResult.textContent).toContain('Result of call_1');
    expect(screen.getByText('Sunny, 21°C')).toBeTruthy();
    expect(screen.getByText('I cannot do that.')).toBeTruthy();
  });

  it('shows fenced code in a code block and keeps whitespace of plain strings', async () => {
    const { container } = render(
      <RunContent label="Output" value={'Here:\n```js\nconst a = 1;\n```'} />,
    );
    // The plain text shows at once, the Markdown once its renderer has loaded.
    expect(container.textContent).toContain('const a = 1;');
    await waitFor(() =>
      expect(container.querySelector('pre[data-language="js"]')?.textContent).toBe('const a = 1;'),
    );
  });

  it('does not load images from javascript: or HTML data URLs', () => {
    const { container } = render(
      <RunContent
        label="Input"
        value={[
          {
            role: 'user',
            content: [
              { type: 'image_url', image_url: { url: 'javascript:alert(1)' } },
              { type: 'image_url', image_url: { url: 'data:text/html,<b>x</b>' } },
            ],
          },
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(/Image not shown/)).toHaveLength(2);
  });
});

describe('logged HTML and scripts', () => {
  const script = '<script>window.__pwned = true</script>';
  const image = '<img src=x onerror="window.__pwned = true">';

  it('render as text in names, input, output, metadata and errors', async () => {
    const run = makeRun({
      name: script,
      input: [{ role: 'user', content: image }],
      output: script,
      metadata: { note: image },
      params: { [script]: 1 },
      error: { message: image, stack: script },
      tags: [script],
      userId: image,
    });
    const { container } = render(
      <>
        <RunHeading run={run} />
        <RunDetail run={run} />
      </>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: script })).toBeTruthy();
    expect(screen.getAllByText(image).length).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(container.textContent).toContain('note:"<img src=x onerror="window.__pwned = true">"'),
    );
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
