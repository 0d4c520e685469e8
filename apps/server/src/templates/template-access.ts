import type { Caller } from '../http/app-env.js';
import { assertCallerCan } from '../http/require-permission.js';

/**
 * Saving a draft needs `prompts.create_draft` (collaborators have it), deploying a version
 * `prompts.update` (SPEC §6): a collaborator who deploys gets 403.
 */
export function requireVersionPermission(caller: Caller, isDraft: boolean): void {
  assertCallerCan(caller, 'prompts', isDraft ? 'create_draft' : 'update');
}

/** The account a version is credited to; null for an API key. */
export function authorOf(caller: Caller): string | null {
  return caller.kind === 'account' ? caller.accountId : null;
}
