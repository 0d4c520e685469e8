import { describe, expect, it } from 'vitest';
import { textToVariables, variablesToText } from './variables-text';

describe('variables text', () => {
  it('reads name=value lines back to what it wrote, values may hold "="', () => {
    const variables = { city: 'Paris', query: 'a=b' };
    expect(textToVariables(variablesToText(variables))).toEqual({ value: variables });
  });

  it('names the line that is not name=value', () => {
    expect(textToVariables('city=Paris\n\n=oops')).toEqual({
      error: 'Line 3: write variables as name=value',
    });
  });
});
