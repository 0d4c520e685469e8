import { encode, encodeChat } from 'gpt-tokenizer/model/gpt-4o';

// What the contract tests expect of tokens and costs, from the tokenizer library and the
// catalogue's published prices written out, never from the code under test.

/** Prompt tokens of a chat call counted as OpenAI bills them, with gpt-4o(-mini)'s tokenizer. */
export function chatPromptTokens(messages: Parameters<typeof encodeChat>[0]): number {
  return encodeChat(messages).length;
}

/** Tokens of an assistant answer counted locally: its role and its text. */
export function answerTokens(text: string): number {
  return encode('assistant').length + encode(text).length;
}

/** A gpt-4o-mini call at the catalogue's price: 0.15 dollars per million prompt tokens, 0.60 per million completion tokens. */
export function gpt4oMiniCost(promptTokens: number, completionTokens: number): number {
  return (promptTokens * 0.15 + completionTokens * 0.6) / 1_000_000;
}
