import { type FactualnessChoice, factualnessChoices } from '@lookout/domain';
import { z } from 'zod';
import { type JudgePrompt, judgeRules, quoted } from './judge-prompt.js';

const letters = Object.keys(factualnessChoices) as [FactualnessChoice, ...FactualnessChoice[]];
const answer = z.object({
  choice: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(letters),
  ),
  reason: z.string(),
});

/** How does the answer relate to the expert answer, by the letters a–e? */
export function factualnessPrompt(
  input: string,
  output: string,
  expected: string,
): JudgePrompt<z.infer<typeof answer>> {
  const shape = '{"choice": one of "a", "b", "c", "d", "e", "reason": "one or two sentences"}';
  const options = letters.map((letter) => `(${letter}) ${factualnessChoices[letter]}`).join('\n');
  return {
    system: `${judgeRules} Compare the factual content of a submitted answer with an expert answer to the same question. Ignore differences in style, grammar or punctuation. Choose the one option that fits best:\n${options}\nAnswer ${shape}.`,
    user: [
      quoted('question', input),
      quoted('expert', expected),
      quoted('submission', output),
    ].join('\n\n'),
    answer,
    shape,
  };
}
