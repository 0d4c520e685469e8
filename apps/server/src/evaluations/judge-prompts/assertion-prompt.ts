import { z } from 'zod';
import { type JudgePrompt, judgeRules, quoted } from './judge-prompt.js';

const answer = z.object({ passed: z.boolean(), reason: z.string() });

/** Does the answer meet the user's requirement? */
export function assertionPrompt(
  requirement: string,
  input: string,
  output: string,
): JudgePrompt<z.infer<typeof answer>> {
  const shape = '{"passed": true or false, "reason": "one or two sentences"}';
  return {
    system: `${judgeRules} Decide whether the assistant's answer meets the requirement. Answer ${shape}.`,
    user: [
      quoted('requirement', requirement),
      quoted('input', input),
      quoted('answer', output),
    ].join('\n\n'),
    answer,
    shape,
  };
}
