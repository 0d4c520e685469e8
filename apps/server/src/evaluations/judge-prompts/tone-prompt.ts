import { z } from 'zod';
import { type JudgePrompt, judgeRules, quoted } from './judge-prompt.js';

const answer = z.object({ passed: z.boolean(), reason: z.string() });

/** Does the answer speak in the persona? */
export function tonePrompt(persona: string, output: string): JudgePrompt<z.infer<typeof answer>> {
  const shape = '{"passed": true or false, "reason": "one or two sentences"}';
  return {
    system: `${judgeRules} Decide whether the assistant's answer is written in a ${persona} tone, as a ${persona} persona would speak. Answer ${shape}.`,
    user: quoted('answer', output),
    answer,
    shape,
  };
}
