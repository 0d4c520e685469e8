import { z } from 'zod';

/**
 * Whether the runtime knows `name` as an IANA time zone (`Europe/Paris`, `UTC`).
 * @example isTimeZone('America/New_York') // true
 * @example isTimeZone('Mars/Olympus') // false
 */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, as the browser reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneSchema = z.string().refine(isTimeZone, {
  error: (issue) => `timeZone: "${String(issue.input)}" is not an IANA time zone`,
});
