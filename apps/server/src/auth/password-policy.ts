import zxcvbnCore from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { ApiError } from '../http/api-error.js';

/**
 * zxcvbn's scores run 0–4; below 2 a password falls to an online guessing attack or a quick
 * offline one (under 10^8 guesses: the common-password lists, a word plus a year, keyboard runs).
 */
const lowestScore = 2;

/** Local parts this short (ada@…) are too common inside real passwords to refuse on. */
const shortestLocalPartRefused = 4;

// Building the matcher loads the dictionaries (about half a second), so it waits for the first
// password to check rather than slowing every start; the packages are CommonJS, hence the
// default imports.
let matcher: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;
function zxcvbn() {
  matcher ??= new zxcvbnCore.ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return matcher;
}

/** Why `password` may not be chosen by the owner of `email` (and `name`), or null when it may. */
export function passwordProblem(password: string, email: string, name?: string): string | null {
  const lowered = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (
    lowered.includes(address) ||
    lowered === localPart ||
    (localPart.length >= shortestLocalPartRefused && lowered.includes(localPart))
  ) {
    return 'Password must not contain your email address. Choose one that has nothing to do with it.';
  }
  const userInputs = [address, localPart, ...(name ? name.toLowerCase().split(/\s+/) : [])];
  const result = zxcvbn().check(password, userInputs);
  if (result.score >= lowestScore) return null;
  const reason = result.feedback.warning ?? 'This password is easy to guess.';
  return `${reason} Use a longer phrase of uncommon words, or a password manager's suggestion.`;
}

/** Refuses a new password with 400 "Weak password" and the reason (sign-up, reset, invitation). */
export function assertStrongPassword(password: string, email: string, name?: string): void {
  const problem = passwordProblem(password, email, name);
  if (problem) throw new ApiError(400, 'Weak password', problem);
}
