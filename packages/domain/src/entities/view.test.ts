import { describe, expect, it } from 'vitest';
import { viewSchema } from './view.js';

const view = {
  id: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
  name: 'Failed calls',
  icon: 'IconAlertTriangle',
  data: 'status=error',
  type: 'llm',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

describe('viewSchema', () => {
  it('accepts a view of LLM calls with its filters', () => {
    expect(viewSchema.parse(view)).toEqual(view);
  });

  it('accepts any Tabler-style icon name but not other strings', () => {
    expect(viewSchema.safeParse({ ...view, icon: 'IconSomethingNew' }).success).toBe(true);
    expect(viewSchema.safeParse({ ...view, icon: 'trash' }).error?.issues[0]?.message).toBe(
      "Icon must be an icon name such as 'IconAnalyze'",
    );
  });

  it('only shows LLM calls, traces or conversations', () => {
    expect(viewSchema.safeParse({ ...view, type: 'tool' }).success).toBe(false);
  });
});
