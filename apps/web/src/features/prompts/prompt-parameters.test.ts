import { describe, expect, it } from 'vitest';
import { buildExtra, parameterFields, toolsError } from './prompt-parameters';

const weatherTool = { type: 'function', function: { name: 'get_weather', parameters: {} } };

describe('buildExtra', () => {
  it('turns the typed settings into numbers, stop sequences and tools, keeping unknown settings', () => {
    const fields = parameterFields({ model: 'gpt-4o', max_tokens: 100, temperature: 0.5 });
    const result = buildExtra(
      {
        ...fields,
        numbers: { ...fields.numbers, top_p: '0.9' },
        stop: 'END\n###',
        tools: JSON.stringify([weatherTool]),
      },
      { response_format: { type: 'json_object' }, temperature: 2 },
    );
    expect(result).toEqual({
      ok: true,
      extra: {
        model: 'gpt-4o',
        max_tokens: 100,
        temperature: 0.5,
        top_p: 0.9,
        stop: ['END', '###'],
        tools: [weatherTool],
        response_format: { type: 'json_object' },
      },
    });
  });

  it('names each setting that is out of range or not a number', () => {
    const fields = parameterFields({ model: '' });
    const result = buildExtra({
      ...fields,
      numbers: { ...fields.numbers, temperature: '3', max_tokens: '0', seed: 'abc' },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        model: 'Choose a model',
        temperature: 'temperature must be between 0 and 2',
        max_tokens: 'max_tokens must be at least 1',
        seed: 'Seed must be a number',
      },
    });
  });
});

describe('toolsError', () => {
  it('refuses JSON that does not parse, is not an array, or has a tool without a name', () => {
    expect(toolsError('[{"type": "function",')).toMatch(/^Tools are not valid JSON: /);
    expect(toolsError('{"type": "function"}')).toBe('Tools must be a JSON array of tools');
    expect(toolsError('[{"type": "function", "function": {}}]')).toBe(
      'Tool 1 needs a function name',
    );
    expect(toolsError('[{"type": "function", "function": {"name": "get weather"}}]')).toBe(
      'Tool 1: A tool name is 1 to 64 letters, digits, _ or -',
    );
    expect(toolsError(JSON.stringify([weatherTool]))).toBeNull();
    expect(toolsError('  ')).toBeNull();
  });
});
