import { RE2JS } from 're2js';
import { ApiError } from '../http/api-error.js';

/** Longest custom pattern a masking rule may hold, in characters. */
export const maxUserRegexLength = 1_000;

/**
 * A user's masking pattern compiled for RE2JS, which matches in time linear
 * in the text: `(a+)+$` cannot freeze ingestion as it would with RegExp. It
 * reads JavaScript-style patterns except what needs backtracking
 * (back-references, lookarounds); the reason names the construct refused.
 * @example compileUserRegex('ORD-\\d+') // { ok: true, regex }
 * @example compileUserRegex('(?=x)') // { ok: false, reason: 'invalid or unsupported Perl syntax: `(?=`' }
 */
export function compileUserRegex(
  source: string,
): { ok: true; regex: RE2JS } | { ok: false; reason: string } {
  if (source.length > maxUserRegexLength)
    return { ok: false, reason: `it is longer than ${maxUserRegexLength} characters` };
  try {
    return { ok: true, regex: RE2JS.compile(source) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: message.replace(/^error parsing regexp: /, '') };
  }
}

/**
 * Refuses, with 400 naming the pattern and the construct, custom patterns the
 * linear-time engine cannot run. Checked when a masking rule is saved.
 */
export function assertUsableRegexes(sources: readonly string[]): void {
  sources.forEach((source, index) => {
    const compiled = compileUserRegex(source);
    if (compiled.ok) return;
    throw new ApiError(
      400,
      'Invalid request',
      `Custom regex ${index + 1} (${JSON.stringify(source.slice(0, 80))}) cannot be used: ${compiled.reason}. Masking patterns run on a linear-time engine, which has no back-references (\\1) or lookarounds ((?=…), (?<=…)).`,
    );
  });
}
