import type { ChatMessage } from '@lookout/domain';
import { completeChat } from '../providers/complete-chat.js';
import { ProviderCallError } from '../providers/provider-error.js';
import { EvaluationError } from './evaluation-error.js';
import type { CheckContext } from './evaluation-subject.js';
import { noJudgeMessage } from './judge-model.js';
import type { JudgePrompt } from './judge-prompts/judge-prompt.js';

/** Longest answer a judge may write, in tokens: a verdict and a short reason. */
const maxJudgeTokens = 800;

/** The JSON in a judge's answer, tolerating a Markdown code fence around it. */
function parseJson(text: string): unknown {
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}

/** The start of an answer, quoted in an error. */
function quotedStart(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat);
}

/**
 * Asks the context's judge model to grade with `prompt`, at temperature 0
 * with a JSON answer, and answers the parsed verdict. An answer that is not
 * the JSON asked for is asked again once, then fails. Throws
 * `EvaluationError`: no judge (not retryable), the provider refusing the key
 * or the request (not retryable), a timeout, rate limit or provider failure
 * (retryable), an answer still unparsable (not retryable, quoting it).
 */
export async function askJudge<T>(context: CheckContext, prompt: JudgePrompt<T>): Promise<T> {
  const { judge } = context;
  if (!judge) throw new EvaluationError(noJudgeMessage, false);
  const messages: ChatMessage[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
  let lastAnswer = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let text: string;
    try {
      ({ text } = await completeChat({
        connection: judge.connection,
        model: judge.model,
        messages,
        params: { temperature: 0, max_tokens: maxJudgeTokens },
        responseFormat: { type: 'json_object' },
        timeoutMs: judge.timeoutMs,
        ...(context.signal ? { signal: context.signal } : {}),
      }));
    } catch (error) {
      if (error instanceof ProviderCallError) {
        throw new EvaluationError(
          `The judge model ${judge.model} failed: ${error.message}`,
          error.retryable,
        );
      }
      throw error;
    }
    if (context.signal?.aborted) throw new EvaluationError('The evaluation was stopped.', true);
    const parsed = prompt.answer.safeParse(parseJson(text));
    if (parsed.success) return parsed.data;
    lastAnswer = text;
    messages.push(
      { role: 'assistant', content: text },
      {
        role: 'user',
        content: `That was not the JSON asked for. Answer again with only this JSON object: ${prompt.shape}`,
      },
    );
  }
  throw new EvaluationError(
    `The judge model ${judge.model} did not answer the JSON asked for, twice; its answer began ${quotedStart(lastAnswer)}.`,
    false,
  );
}
