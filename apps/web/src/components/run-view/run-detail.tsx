import type { Run } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import { enrichmentsPending, hasEnrichments } from '../../api/runs/enrichments-pending';
import { CopyButton } from '../copy-button';
import { copyText } from './json-text';
import { JsonView } from './json-view';
import { hasModelSettings, readModelSettings } from './model-settings';
import { ModelSettingsView } from './model-settings-view';
import { Heading, type HeadingLevel } from './outline-level';
import { RunContent } from './run-content';
import { RunEnrichments } from './run-enrichments';
import { RunErrorView } from './run-error';
import { RunEvaluations } from './run-evaluations';
import { RunFacts, RunStatusBadge } from './run-facts';
import { RunSection } from './run-section';
import { SpanLinks, spanLinksOf } from './span-links';

function hasEntries(value: Run['params']): boolean {
  return value !== null && Object.keys(value).length > 0;
}

/** The Copy button of a recorded input or output; none when nothing was recorded. */
function copyOf(value: unknown, what: 'input' | 'output') {
  if (value === null || value === undefined) return null;
  return <CopyButton value={copyText(value)} label={`Copy ${what}`} />;
}

/** The heading of a run: its name (model or function) with type and status. */
export function RunHeading({ run, level = 2 }: { run: Run; level?: HeadingLevel }) {
  const conversation = run.type === 'thread' || run.type === 'convo';
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <Heading level={level} className="truncate text-lg font-semibold">
        {run.name ?? (conversation ? 'Conversation' : run.type)}
      </Heading>
      <Badge variant="outline">{run.type}</Badge>
      {conversation ? null : <RunStatusBadge status={run.status} />}
      {run.isPublic ? <Badge variant="secondary">Public</Badge> : null}
    </div>
  );
}

/**
 * Everything recorded about one run: facts, model settings (near the top, not only in the
 * parameters' JSON), error, input and output as a chat (or Markdown
 * text or JSON), parameters and metadata. Logged values never become HTML. Section headings
 * sit one level below the run's heading (see `OutlineLevel`).
 */
export function RunDetail({ run }: { run: Run }) {
  const links = spanLinksOf(run);
  const settings = readModelSettings(run);
  return (
    <div className="flex flex-col gap-5">
      <RunFacts run={run} />
      {run.type === 'llm' || hasModelSettings(settings) ? (
        <RunSection title="Model settings">
          <ModelSettingsView settings={settings} />
        </RunSection>
      ) : null}
      {run.error ? (
        <RunSection title="Error">
          <RunErrorView error={run.error} />
        </RunSection>
      ) : null}
      <RunSection title="Input" action={copyOf(run.input, 'input')}>
        <RunContent value={run.input} label="Input" />
      </RunSection>
      <RunSection title="Output" action={copyOf(run.output, 'output')}>
        <RunContent value={run.output} label="Output" />
      </RunSection>
      {run.evaluations && run.evaluations.length > 0 ? (
        <RunSection title="Evaluations">
          <RunEvaluations evaluations={run.evaluations} />
        </RunSection>
      ) : null}
      {hasEnrichments(run.enrichments) || enrichmentsPending(run) ? (
        <RunSection title="Enrichments">
          <RunEnrichments run={run} />
        </RunSection>
      ) : null}
      {hasEntries(run.params) ? (
        <RunSection title="Parameters">
          <JsonView value={run.params} label="Parameters" copyLabel="Copy parameters" />
        </RunSection>
      ) : null}
      {links.length > 0 ? (
        <RunSection title="Links">
          <SpanLinks links={links} />
        </RunSection>
      ) : null}
      {hasEntries(run.metadata) ? (
        <RunSection title="Metadata">
          <JsonView value={run.metadata} label="Metadata" copyLabel="Copy metadata" />
        </RunSection>
      ) : null}
      {hasEntries(run.userProps) ? (
        <RunSection title="User properties">
          <JsonView
            value={run.userProps}
            label="User properties"
            copyLabel="Copy user properties"
          />
        </RunSection>
      ) : null}
    </div>
  );
}
