import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRun } from '../../testing/make-run';
import { JsonView } from './json-view';
import { RunDetail } from './run-detail';

const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(cleanup);

describe('JsonView', () => {
  it('shows JSON as a tree whose nodes collapse, and Raw shows the text as logged', async () => {
    const logged = '{"city":"Paris","days":[{"temp":21}]}';
    const { container } = render(<JsonView value={logged} label="Arguments of get_weather" />);
    await waitFor(() => expect(container.textContent).toContain('city:"Paris"'));
    expect(container.textContent).toContain('temp:21');

    const collapse = screen.getAllByRole('button', { name: 'Collapse' });
    fireEvent.click(collapse[collapse.length - 1] as HTMLElement);
    expect(container.textContent).not.toContain('temp:21');

    fireEvent.click(screen.getByRole('button', { name: 'Raw' }));
    expect(screen.getByRole('button', { name: 'Raw' }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('pre')?.textContent).toBe(logged);
    fireEvent.click(screen.getByRole('button', { name: 'Pretty' }));
    await waitFor(() => expect(container.querySelector('pre')).toBeNull());
  });

  it('keeps non-JSON text as text, without a toggle', () => {
    render(<JsonView value="Sunny, 21°C" />);
    expect(screen.getByText('Sunny, 21°C')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Raw' })).toBeNull();
  });
});

describe('Copy in the run detail', () => {
  const run = makeRun({
    input: [
      { role: 'user', content: 'Weather in Paris?' },
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
      { role: 'tool', tool_call_id: 'call_1', content: '{"temp":21,"sky":"sunny"}' },
    ],
    output: { role: 'assistant', content: 'It is sunny.' },
    params: { temperature: 0.2 },
  });

  it('copies a message, a tool call’s arguments and the whole input, and says Copied', async () => {
    render(<RunDetail run={run} />);

    const copyUser = screen.getByRole('button', { name: 'Copy user message' });
    fireEvent.click(copyUser);
    await waitFor(() => expect(copyUser.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenLastCalledWith('Weather in Paris?');

    fireEvent.click(screen.getByRole('button', { name: 'Copy arguments of get_weather' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('{"city":"Paris"}'));

    fireEvent.click(screen.getByRole('button', { name: 'Copy tool message' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('{"temp":21,"sky":"sunny"}'));

    fireEvent.click(screen.getByRole('button', { name: 'Copy input' }));
    await waitFor(() => expect(JSON.parse(writeText.mock.lastCall?.[0] ?? '')).toEqual(run.input));
    fireEvent.click(screen.getByRole('button', { name: 'Copy parameters' }));
    await waitFor(() =>
      expect(JSON.parse(writeText.mock.lastCall?.[0] ?? '')).toEqual({ temperature: 0.2 }),
    );
  });

  it('shows a tool result written as JSON text as a tree', async () => {
    render(<RunDetail run={run} />);
    const toolMessage = screen.getByRole('article', { name: 'tool message' });
    await waitFor(() => expect(toolMessage.textContent).toContain('sky:"sunny"'));
    expect(within(toolMessage).getByRole('button', { name: 'Raw' })).toBeTruthy();
  });
});
