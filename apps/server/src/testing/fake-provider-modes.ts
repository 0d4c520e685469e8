/**
 * API keys that make the fake provider servers misbehave: the mode rides on the
 * key, so a test (or the e2e suite) picks it by saving that key for the org,
 * with any model of the catalogue. Every other key is accepted and answered.
 */
export const fakeProviderKeys = {
  /** Answered normally. */
  ok: 'fake-key-ok-0000',
  /** 401: the key is refused. */
  unauthorized: 'fake-key-401-0000',
  /** 429 with `retry-after: 1`. */
  rateLimited: 'fake-key-429-0000',
  /** 500 from the provider. */
  serverError: 'fake-key-500-0000',
  /** Accepts the request and never answers (for timeouts and stops). */
  hang: 'fake-key-hang-0000',
  /** Sends the first words, then cuts the connection before the end of the stream. */
  cut: 'fake-key-cut-0000',
  /** Sends the first word, then waits 1 s between words (for stopping a run mid-way). */
  slow: 'fake-key-slow-0000',
  /** Answers every request with `fakeJudgeVerdict`, the JSON an evaluation judge asks for. */
  judge: 'fake-key-judge-0000',
} as const;

export type FakeProviderMode =
  | 'ok'
  | 'unauthorized'
  | 'rateLimited'
  | 'serverError'
  | 'hang'
  | 'cut'
  | 'slow'
  | 'judge';

/**
 * What the `judge` key answers: a verdict every judge prompt accepts (each
 * reads its own keys), so an evaluation against the fake passes.
 */
export const fakeJudgeVerdict = JSON.stringify({
  passed: true,
  choice: 'c',
  score: 1,
  reason: 'The fake judge accepts every answer.',
});

/**
 * An answer a test queues on a fake server (`script`): the next request gets
 * it, whatever its key. `text` streams that text as the model's answer;
 * `status` answers that HTTP error; `hang` never answers. `delayMs` waits
 * before answering (for timeouts).
 */
export type FakeScriptedAnswer = (
  | { kind: 'text'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
) & { delayMs?: number };

/** The mode a request's key selects. */
export function fakeModeOf(apiKey: string | undefined): FakeProviderMode {
  const entry = Object.entries(fakeProviderKeys).find(([, key]) => key === apiKey);
  return (entry?.[0] as FakeProviderMode | undefined) ?? 'ok';
}

/** The fakes' deterministic answer to a conversation's last user text. */
export function fakeAnswer(lastUserText: string): string {
  return `You asked: ${lastUserText}`.trim();
}

/** Splits an answer into the pieces the fakes stream, one word (with its space) each. */
export function answerPieces(answer: string): string[] {
  return answer.match(/\S+\s*/g) ?? [answer];
}

/** The fakes' token count: one per four characters, at least one. */
export const fakeTokens = (text: string): number => Math.max(1, Math.ceil(text.length / 4));

/** The text of a message's content (a string or text parts). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) =>
      typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : '',
    )
    .join('');
}
