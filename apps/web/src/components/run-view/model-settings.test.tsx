import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRun } from '../../testing/make-run';
import { readModelSettings } from './model-settings';
import { RunDetail } from './run-detail';

afterEach(cleanup);

const weatherSchema = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
};

describe('readModelSettings', () => {
  it('reads OpenAI, Anthropic and flat tool shapes and the max-token names SDKs use', () => {
    const settings = readModelSettings({
      type: 'llm',
      name: 'gpt-4o',
      params: {
        temperature: 0.2,
        max_completion_tokens: 300,
        tools: [
          {
            type: 'function',
            function: {
              name: 'get_weather',
              description: 'Weather now',
              parameters: weatherSchema,
            },
          },
          { name: 'search', input_schema: { type: 'object' } },
          { type: 'function', name: 'noop' },
          { type: 'web_search' },
        ],
      },
    });
    expect(settings).toEqual({
      model: 'gpt-4o',
      temperature: 0.2,
      maxTokens: 300,
      tools: [
        { name: 'get_weather', description: 'Weather now', parameters: weatherSchema },
        { name: 'search', parameters: { type: 'object' } },
        { name: 'noop' },
      ],
    });
  });

  it('prefers a logged model and ignores values that are not numbers', () => {
    expect(
      readModelSettings({
        type: 'chain',
        name: 'answer',
        params: { model: 'claude-sonnet-4', temperature: 'hot', maxTokens: '512' },
      }),
    ).toEqual({ model: 'claude-sonnet-4', maxTokens: 512, tools: [] });
  });
});

describe('Model settings in the run detail', () => {
  it('sit above the input, with each tool’s schema folded until opened', () => {
    render(
      <RunDetail
        run={makeRun({
          type: 'llm',
          name: 'gpt-4o',
          input: 'Weather in Paris?',
          params: {
            temperature: 0.7,
            max_tokens: 1024,
            tools: [
              {
                type: 'function',
                function: {
                  name: 'get_weather',
                  description: 'Current weather',
                  parameters: weatherSchema,
                },
              },
            ],
          },
        })}
      />,
    );
    const section = screen.getByRole('heading', { name: 'Model settings' }).closest('section');
    const input = screen.getByRole('heading', { name: 'Input' });
    expect(section).toBeTruthy();
    expect(
      (section as HTMLElement).compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const settings = within(section as HTMLElement);
    expect(settings.getByText('gpt-4o')).toBeTruthy();
    expect(settings.getByText('0.7')).toBeTruthy();
    expect(settings.getByText((1024).toLocaleString())).toBeTruthy();
    expect(settings.getByText('Tools offered (1)')).toBeTruthy();
    expect(settings.getByText(/Current weather/)).toBeTruthy();

    const details = (section as HTMLElement).querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(settings.getByText('get_weather'));
    expect(details.open).toBe(true);
  });

  it('is left out of runs that are not model calls and logged no settings', () => {
    render(<RunDetail run={makeRun({ type: 'tool', name: 'get_weather', params: null })} />);
    expect(screen.queryByRole('heading', { name: 'Model settings' })).toBeNull();
  });
});
