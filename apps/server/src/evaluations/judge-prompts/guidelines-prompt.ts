import { z } from 'zod';
import { type JudgePrompt, judgeRules, quoted } from './judge-prompt.js';

const answer = z.object({ score: z.number().min(0).max(1), reason: z.string() });

/** How well does the answer follow the guidelines of the system message, from 0 to 1? */
export function guidelinesPrompt(
  guidelines: string,
  output: string,
): JudgePrompt<z.infer<typeof answer>> {
  const shape =
    '{"score": a number from 0 (ignores them) to 1 (follows every one), "reason": "one or two sentences naming any guideline broken"}';
  return {
    system: `${judgeRules} Grade how well the assistant's answer follows the guidelines it was given. Answer ${shape}.`,
    user: [quoted('guidelines', guidelines), quoted('answer', output)].join('\n\n'),
    answer,
    shape,
  };
}
