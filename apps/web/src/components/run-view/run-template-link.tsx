import type { Run } from '@lookout/domain';
import { Link } from 'react-router';

/**
 * Which template version produced a call, by name ("welcome v2", linking to its editor).
 * Only one run's own answer names it; a trace span or a shared run shows the version id.
 */
export function RunTemplateLink({ run }: { run: Run }) {
  if (run.template === undefined)
    return <span className="font-mono text-xs">{run.templateVersionId}</span>;
  if (run.template === null) return <span className="text-muted-foreground">deleted template</span>;
  return (
    <Link to={`/prompts/${run.template.id}`} className="underline-offset-4 hover:underline">
      {run.template.slug} v{run.template.version}
    </Link>
  );
}
