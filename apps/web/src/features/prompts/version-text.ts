import type { TemplateVersion } from '@lookout/domain';
import { messageText } from './template-variables';

/**
 * A version as plain text for comparing two of them: each message under its role, then the
 * model settings one per line (sorted, so only real changes show).
 */
export function versionText(version: Pick<TemplateVersion, 'content' | 'extra'>): string {
  const content =
    typeof version.content === 'string'
      ? version.content
      : version.content.map((message) => `[${message.role}]\n${messageText(message)}`).join('\n\n');
  const settings = Object.entries(version.extra)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `${content}\n\n--- settings ---\n${settings}\n`;
}
