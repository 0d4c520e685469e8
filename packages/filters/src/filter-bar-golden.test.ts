import { describe, expect, it } from 'vitest';
import type { FilterBar } from './filter-bar.js';
import { parseFilterBar } from './filter-bar-parse.js';
import { serializeFilterBar } from './filter-bar-serialize.js';

const and = (...filters: FilterBar['filters']): FilterBar => ({ operator: 'AND', filters });
const or = (...filters: FilterBar['filters']): FilterBar => ({ operator: 'OR', filters });

/** Filter strings as they appear in URLs and saved views, and the bar each one means. */
const canonical: [string, FilterBar][] = [
  ['', and()],
  ['models=gpt-4o', and({ id: 'models', params: [['gpt-4o']] })],
  [
    'models=gpt-4o,claude-3%2E5-sonnet',
    and({ id: 'models', params: [['gpt-4o', 'claude-3.5-sonnet']] }),
  ],
  [
    'OR&status=error&type=tool',
    or({ id: 'status', params: ['error'] }, { id: 'type', params: ['tool'] }),
  ],
  ['metadata=user%2Eplan.pro', and({ id: 'metadata', params: ['user.plan', 'pro'] })],
  [
    'regex=output.contains.%5Cd%2B%5C%2E%5Cd%2B',
    and({ id: 'regex', params: ['output', 'contains', '\\d+\\.\\d+'] }),
  ],
  [
    'regex=input.not_contains.%5Eorder%20%23%5Cd%7B4%7D%24',
    and({ id: 'regex', params: ['input', 'not_contains', '^order #\\d{4}$'] }),
  ],
  ['date=after.2024-05-01', and({ id: 'date', params: ['after', '2024-05-01'] })],
  [
    'date=before.2024-05-01T12%3A30%3A00%2E000Z',
    and({ id: 'date', params: ['before', '2024-05-01T12:30:00.000Z'] }),
  ],
  ['cost=gt.0%2E1', and({ id: 'cost', params: ['gt', 0.1] })],
  ['duration=lte.2%2E5', and({ id: 'duration', params: ['lte', 2.5] })],
  ['cost=gte.0%2E00000015', and({ id: 'cost', params: ['gte', 1.5e-7] })],
  [
    'tokens=total.gte.1000000000000000000000',
    and({ id: 'tokens', params: ['total', 'gte', 1e21] }),
  ],
  ['messages=gte.1', and({ id: 'messages', params: ['gte', 1] })],
  ['length=output.lt.100', and({ id: 'length', params: ['output', 'lt', 100] })],
  ['languages=input.en,fr,zh', and({ id: 'languages', params: ['input', ['en', 'fr', 'zh']] })],
  ['search=refund%20policy', and({ id: 'search', params: ['refund policy'] })],
  ['search=na%C3%AFve%20caf%C3%A9', and({ id: 'search', params: ['naïve café'] })],
  [
    'string=any.starts.insensitive.Hello%2C%20world',
    and({ id: 'string', params: ['any', 'starts', 'insensitive', 'Hello, world'] }),
  ],
  ['feedback=up,none', and({ id: 'feedback', params: [['up', 'none']] })],
  [
    'evaluations=6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f.failed',
    and({ id: 'evaluations', params: [['6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f'], 'failed'] }),
  ],
  ['tags=a%26b,x%3Dy,100%25', and({ id: 'tags', params: [['a&b', 'x=y', '100%']] })],
  [
    'OR&topics=output.billing,refunds&toxicity=output.toxic',
    or(
      { id: 'topics', params: ['output', ['billing', 'refunds']] },
      { id: 'toxicity', params: ['output', 'toxic'] },
    ),
  ],
  [
    'sentiment=negative&pii=not_contains',
    and({ id: 'sentiment', params: ['negative'] }, { id: 'pii', params: ['not_contains'] }),
  ],
  [
    'similarity=75.cosine&rouge=50.l',
    and({ id: 'similarity', params: [75, 'cosine'] }, { id: 'rouge', params: [50, 'l'] }),
  ],
  [
    'tone=pirate&factualness=b,c',
    and({ id: 'tone', params: ['pirate'] }, { id: 'factualness', params: [['b', 'c']] }),
  ],
  ['assertion=Answers%20in%20French%2E', and({ id: 'assertion', params: ['Answers in French.'] })],
  [
    'rouge=40.rouge-s&toxicity=input.non-toxicity',
    and(
      { id: 'rouge', params: [40, 'rouge-s'] },
      { id: 'toxicity', params: ['input', 'non-toxicity'] },
    ),
  ],
];

/** Strings that are not written this way, and what a strict reader makes of them. */
const readOnly: [string, string, FilterBar][] = [
  [
    'drops an unknown id',
    'shoe-size=42&status=success',
    and({ id: 'status', params: ['success'] }),
  ],
  ['drops an empty parameter', 'search=&status=error', and({ id: 'status', params: ['error'] })],
  [
    'drops an empty metadata value',
    'metadata=plan.&type=llm',
    and({ id: 'type', params: ['llm'] }),
  ],
  ['drops a value that is not an option', 'status=done&feedback=up,sideways', and()],
  [
    'drops a number that does not parse',
    'cost=gt.abc&cost=gt.1e3&cost=gt.&cost=lt.1',
    and({ id: 'cost', params: ['lt', 1] }),
  ],
  [
    'drops wrong arity (an unescaped dot in a value)',
    'search=v1.2&tools=get_weather',
    and({ id: 'tools', params: ['get_weather'] }),
  ],
  ['drops a malformed escape', 'search=%E0%A4%A&search=ok', and({ id: 'search', params: ['ok'] })],
  ['drops an impossible date', 'date=after.2023-02-29', and()],
  ['drops an empty value in a list', 'models=a,,b', and()],
  ['ignores empty segments', '&status=success&&', and({ id: 'status', params: ['success'] })],
  [
    'accepts an explicit AND marker',
    'AND&status=success',
    and({ id: 'status', params: ['success'] }),
  ],
  ['reads a lone OR marker as an empty OR bar', 'OR', or()],
  [
    'ignores an OR marker that is not first',
    'status=error&OR',
    and({ id: 'status', params: ['error'] }),
  ],
  ['drops a bare % that starts no escape', 'search=50% off', and()],
  [
    'accepts unescaped commas in a single value',
    'search=red, green',
    and({ id: 'search', params: ['red, green'] }),
  ],
  ['never reads object keys as ids', '__proto__=x&constructor=y&toString=z', and()],
  [
    'reads the ROUGE variants and toxicity choice earlier versions wrote as the current ones',
    'rouge=50.rouge-n&rouge=60.rouge-l&toxicity=output.non-toxic',
    and(
      { id: 'rouge', params: [50, 'n'] },
      { id: 'rouge', params: [60, 'l'] },
      { id: 'toxicity', params: ['output', 'non-toxicity'] },
    ),
  ],
  [
    'keeps numbers outside their bounds for validation to report',
    'cost=gt.-1',
    and({ id: 'cost', params: ['gt', -1] }),
  ],
];

describe('golden filter strings', () => {
  it.each(canonical)('%j reads as its bar and is written back identically', (text, bar) => {
    expect(parseFilterBar(text)).toEqual(bar);
    expect(serializeFilterBar(bar)).toBe(text);
  });

  it.each(readOnly)('%s', (_name, text, bar) => {
    expect(parseFilterBar(text)).toEqual(bar);
  });

  it('writes an empty OR bar as the empty string', () => {
    expect(serializeFilterBar(or())).toBe('');
  });

  it('writes -0 as 0', () => {
    expect(serializeFilterBar(and({ id: 'cost', params: ['gt', -0] }))).toBe('cost=gt.0');
  });
});
