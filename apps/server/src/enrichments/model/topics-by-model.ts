import type { Topic } from '@lookout/domain';
import { z } from 'zod';
import type { AskModel } from '../ask-model.js';

/** The answer the model is asked for. */
const topicsAnswerSchema = z.object({ topics: z.array(z.string()) });

/** A model's answer that is not the JSON asked for; the job records it and retries. */
export class UnreadableModelAnswerError extends Error {
  constructor(reason: string, answer: string) {
    super(
      `The model's answer to the topics question is not ${reason}: ${JSON.stringify(answer.slice(0, 200))}`,
    );
    this.name = 'UnreadableModelAnswerError';
  }
}

/** Longest text sent to the model, in characters; the rest is left out (and said so). */
export const maxTopicTextLength = 8_000;

function systemPrompt(topics: readonly Topic[]): string {
  const list = topics
    .map((topic) => `- ${topic.name}${topic.description ? `: ${topic.description}` : ''}`)
    .join('\n');
  return [
    'You classify a text from a conversation with an AI application into topics.',
    'The topics, each with what it covers:',
    list,
    'Answer with JSON only, no prose: {"topics": [names]}, using the names exactly as listed,',
    'every topic the text is about (none, one or several). Use [] when none applies.',
  ].join('\n');
}

/** The first JSON object in an answer, without the code fence models like to add. */
function jsonOf(answer: string): unknown {
  const unfenced = answer.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start === -1 || end < start) throw new UnreadableModelAnswerError('a JSON object', answer);
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    throw new UnreadableModelAnswerError('valid JSON', answer);
  }
}

/**
 * The project's topics a text is about, asked of a model: the topics and
 * their descriptions in the system prompt, the text (first
 * {@link maxTopicTextLength} characters) as the user's message, a strict JSON
 * answer read with zod. Names the project does not list are dropped; names
 * are matched case-insensitively and returned as the project spells them.
 * Rejects with `UnreadableModelAnswerError` when the answer is not that JSON,
 * and with the provider's error when the call fails.
 * @example await topicsByModel('I was charged twice', topics, ask) // ['Billing']
 */
export async function topicsByModel(
  text: string,
  topics: readonly Topic[],
  ask: AskModel,
): Promise<string[]> {
  if (topics.length === 0 || text.trim().length === 0) return [];
  const user =
    text.length > maxTopicTextLength
      ? `${text.slice(0, maxTopicTextLength)}\n[text cut after ${maxTopicTextLength} characters]`
      : text;
  const answer = await ask({ system: systemPrompt(topics), user });
  const parsed = topicsAnswerSchema.safeParse(jsonOf(answer));
  if (!parsed.success)
    throw new UnreadableModelAnswerError('of the form {"topics": [names]}', answer);
  const byName = new Map(topics.map((topic) => [topic.name.toLocaleLowerCase(), topic.name]));
  const named = new Set(
    parsed.data.topics.flatMap((name) => byName.get(name.trim().toLocaleLowerCase()) ?? []),
  );
  return topics.map((topic) => topic.name).filter((name) => named.has(name));
}
