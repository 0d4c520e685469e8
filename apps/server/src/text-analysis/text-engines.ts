import { languageModels } from './detect-language.js';
import { nameTagger } from './pii-names.js';
import { toxicWordMatcher } from './toxicity.js';

let warming: Promise<void> | undefined;

/**
 * Loads the text analysers' heavy dependencies (eld, franc, compromise,
 * obscenity), which are left out of the import so that a test importing the
 * app does not pay for them. The server calls it at start and the routes and
 * jobs that analyse text await it, so no request loads them; it resolves at
 * once after the first time. The analysers also work without it (they load
 * what they need synchronously on first use).
 */
export function warmTextEngines(): Promise<void> {
  warming ??= Promise.all([languageModels.load(), nameTagger.load(), toxicWordMatcher.load()]).then(
    () => undefined,
    (error: unknown) => {
      warming = undefined;
      throw error;
    },
  );
  return warming;
}
