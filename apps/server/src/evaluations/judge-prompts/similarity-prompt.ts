import { z } from 'zod';
import { type JudgePrompt, judgeRules, quoted } from './judge-prompt.js';

const answer = z.object({ score: z.number().min(0).max(1), reason: z.string() });

/** How close in meaning is the answer to the expected answer, from 0 to 1? */
export function similarityPrompt(
  output: string,
  expected: string,
): JudgePrompt<z.infer<typeof answer>> {
  const shape =
    '{"score": a number from 0 (unrelated) to 1 (same meaning), "reason": "one or two sentences"}';
  return {
    system: `${judgeRules} Grade how similar in meaning the answer is to the expected answer, whatever the wording. Answer ${shape}.`,
    user: [quoted('expected', expected), quoted('answer', output)].join('\n\n'),
    answer,
    shape,
  };
}
