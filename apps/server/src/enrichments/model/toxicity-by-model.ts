import {
  type toxicityEnrichmentSchema,
  toxicityLabelSchema,
  toxicityLabels,
} from '@lookout/domain';
import { z } from 'zod';
import type { AskModel } from '../ask-model.js';

type ToxicityResult = z.infer<typeof toxicityEnrichmentSchema>;

/** Longest text sent to the model: enough for a judgement, bounded in tokens and cost. */
export const maxModelToxicityLength = 8_000;

/** The only answer the model may give. */
const modelAnswerSchema = z.strictObject({
  toxic: z.boolean(),
  labels: z.array(toxicityLabelSchema),
  score: z.number().min(0).max(1),
});

export const toxicitySystemPrompt = [
  'You classify the toxicity of one text written to or by an AI assistant.',
  `Labels: ${toxicityLabels.join(', ')}.`,
  'profanity: swear words; insult: demeaning a person or the assistant; threat: intent to harm;',
  'hate: attacking people for a protected trait (origin, religion, gender, sexuality, disability);',
  'sexual: explicit sexual content. Clinical, educational or technical uses ("kill a process",',
  '"sex education") are not toxic. Quoting or asking about a word is not toxic by itself.',
  'Answer with JSON only, no prose and no code fence, exactly of this shape:',
  '{"toxic": boolean, "labels": string[], "score": number between 0 and 1}',
  'toxic is true exactly when labels is not empty.',
].join('\n');

/** A model answer is allowed a Markdown code fence around the JSON, nothing else. */
function unfence(answer: string): string {
  const trimmed = answer.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  return fenced ? (fenced[1] as string) : trimmed;
}

/** Why the model's answer is not one we can store; the job fails and retries. */
export class ModelAnswerError extends Error {
  constructor(reason: string, answer: string) {
    super(`The model's toxicity answer is not usable (${reason}): ${answer.slice(0, 200)}`);
    this.name = 'ModelAnswerError';
  }
}

/**
 * Toxicity by a model, the enricher's `model` method: asks once (the first
 * 8,000 characters of the text), expects strict JSON
 * `{toxic, labels, score}` and checks it with zod. An answer that is not
 * JSON, has other fields or labels, or says toxic without a label (or the
 * reverse) throws a `ModelAnswerError` naming what is wrong. Labels come
 * back in catalogue order, without duplicates.
 * @example await toxicityByModel('you idiot', ask) // { toxic: true, labels: ['insult'], score: 0.8 }
 */
export async function toxicityByModel(text: string, ask: AskModel): Promise<ToxicityResult> {
  const answer = await ask({
    system: toxicitySystemPrompt,
    user: text.slice(0, maxModelToxicityLength),
  });
  let json: unknown;
  try {
    json = JSON.parse(unfence(answer));
  } catch {
    throw new ModelAnswerError('not JSON', answer);
  }
  const parsed = modelAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'answer';
    throw new ModelAnswerError(`${where}: ${issue?.message ?? 'invalid'}`, answer);
  }
  const labels = toxicityLabels.filter((label) => parsed.data.labels.includes(label));
  if (parsed.data.toxic !== labels.length > 0) {
    throw new ModelAnswerError('toxic does not agree with labels', answer);
  }
  return { toxic: parsed.data.toxic, labels, score: parsed.data.score };
}
