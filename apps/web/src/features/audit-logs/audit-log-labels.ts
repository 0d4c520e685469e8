import type { AuditLogEntry } from '@lookout/domain';

/** Names of subjects where the identifier does not read well. */
const subjectNames: Readonly<Record<string, string>> = {
  org_name: 'Organization name',
  org: 'Organization',
  team_member: 'Team member',
  llm_log: 'LLM log',
  org_api_key: 'Org API key',
  api_key: 'API key',
  pii_masking: 'PII masking',
  data_warehouse_connection: 'Data warehouse connection',
  sso_connection: 'Single sign-on',
};

function words(identifier: string): string {
  const text = identifier.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * How an audit entry's subject and action read in the table.
 *
 * @example auditEventLabel({ subject: 'team_member', action: 'remove_from_team' }) // 'Team member · remove from team'
 */
export function auditEventLabel(entry: Pick<AuditLogEntry, 'subject' | 'action'>): string {
  const subject = subjectNames[entry.subject] ?? words(entry.subject);
  return `${subject} · ${entry.action.replaceAll('_', ' ')}`;
}

/** The entry's details as short "key: value" text, or an empty string. */
export function auditDetailsText(details: AuditLogEntry['details']): string {
  return Object.entries(details ?? {})
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}
