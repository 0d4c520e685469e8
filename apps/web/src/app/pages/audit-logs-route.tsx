import { AuditLogPage } from '../../features/audit-logs/components/audit-log-page';

/** `/settings/audit-logs` (loaded with its route); who may open it is the shell's guard (`pageAccess`). */
export function AuditLogsRoute() {
  return <AuditLogPage />;
}
