// Realistic chat traffic, made deterministically: prompts, answers, models, users.

const subjects = [
  'my order',
  'the invoice',
  'a refund',
  'the API key',
  'our SSO setup',
  'the mobile app',
  'a failed payment',
  'the export',
  'my subscription',
  'the dashboard',
  'a webhook',
  'the rate limit',
];
const verbs = [
  'cannot find',
  'want to change',
  'need help with',
  'was charged twice for',
  'keep getting an error on',
  'would like to cancel',
  'have a question about',
  'did not receive',
];
const details = [
  'It started after the last update and happens on every device I tried.',
  'I already cleared the cache, logged out and in again, and tried another browser.',
  'The reference number is in the email you sent me yesterday afternoon.',
  'Our team of twelve depends on this for the quarterly report due on Friday.',
  'The error message says the request could not be completed, with no code.',
  'I am on the annual plan and the billing contact is the same as my login.',
  'Could you also tell me whether this affects the other workspaces we own?',
  'The integration worked fine for months before this week, nothing changed on our side.',
];
const answers = [
  'Thanks for the details. I checked your account and found the cause: the setting was reset during the migration last week.',
  'I understand how frustrating this is. Here is what you can do right now to get things working again, step by step.',
  'Good news: the duplicate charge has been reversed and you should see the refund within three to five business days.',
  'The key you are using was rotated by an admin on your team. Create a new one under Settings, then update your environment variables.',
  'This is a known issue on our side and our engineers are already deploying a fix; it should be resolved within the hour.',
  'I have escalated this to our billing team with all the information you provided, and they will email you within one business day.',
];
const systemPrompt =
  'You are a helpful, concise support assistant for a software company. Answer in the language of the customer, never invent order numbers, prices or policies, and escalate to a human when the customer asks for it or when a refund above 100 USD is involved. Keep answers under 150 words and end with a short question if something is unclear.';

/** Lunary-style model names, the most used first. */
export const models = [
  'gpt-4o-mini',
  'gpt-4o',
  'claude-3-5-sonnet',
  'gpt-4.1-mini',
  'claude-3-5-haiku',
  'gemini-1.5-flash',
  'gpt-3.5-turbo',
  'mistral-large',
  'gpt-4.1',
  'o3-mini',
  'llama-3.1-70b',
  'gemini-1.5-pro',
  'claude-3-opus',
  'gpt-4-turbo',
  'mistral-small',
  'command-r-plus',
  'o1-mini',
  'gpt-4.1-nano',
  'deepseek-chat',
  'qwen-2.5-72b',
  'llama-3.1-8b',
  'gemini-2.0-flash',
  'claude-3-7-sonnet',
  'text-embedding-3-small',
];

function pick(list, n) {
  return list[n % list.length];
}

/** A user prompt of about 700 characters; `n` chooses it. */
export function userPrompt(n) {
  const parts = [`Hi, I ${pick(verbs, n)} ${pick(subjects, n >> 3)}.`];
  for (let i = 0; parts.join(' ').length < 680; i += 1) parts.push(pick(details, n + i * 3));
  return parts.join(' ');
}

/** An assistant answer of about 1,000 characters; `n` chooses it. */
export function assistantAnswer(n) {
  const parts = [];
  for (let i = 0; parts.join(' ').length < 980; i += 1) parts.push(pick(answers, n + i));
  return parts.join(' ');
}

export { systemPrompt };
