import type { EvaluationSubject } from './evaluation-subject.js';

/** A subject for tests: a question, its answer and nothing measured, with `overrides` on top. */
export function testSubject(overrides: Partial<EvaluationSubject> = {}): EvaluationSubject {
  return {
    input: [{ role: 'user', content: 'What is the capital of France?' }],
    output: { role: 'assistant', content: 'The capital of France is Paris.' },
    expectedOutput: null,
    promptTokens: null,
    completionTokens: null,
    totalTokens: null,
    cost: null,
    durationMs: null,
    ...overrides,
  };
}
