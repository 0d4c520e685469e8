import {
  type EnricherKind,
  type EnricherView,
  enricherKindNames,
  enricherKinds,
  type PlanFeatureId,
} from '@lookout/domain';
import { type GatingContext, hasPlanFeature } from '@lookout/rbac';
import { Badge, Button, Switch } from '@lookout/ui';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { useEnrichers, useSaveEnricher } from '../api/enrichers';
import { EnricherBackfill } from './enricher-backfill';
import { PiiOptions, TopicsOptions, ToxicityOptions } from './enricher-options';
import { SettingsSection } from './settings-section';

const kindDescriptions: Record<EnricherKind, string> = {
  language: 'The language of each input and output (48 languages).',
  sentiment: 'Positive, neutral or negative, with a score.',
  pii: 'Names, emails, phone numbers, places, card numbers, IP addresses and your own patterns.',
  toxicity: 'Profanity, insults, threats, hate and sexual content.',
  topics: "Which of your project's topics each run is about.",
};

/** Kinds that are a plan feature on the cloud edition (SPEC §9). */
const planFeatureOfKind: Partial<Record<EnricherKind, PlanFeatureId>> = {
  sentiment: 'sentiment',
  topics: 'topics',
};

function optionsOf(kind: EnricherKind, enricher: EnricherView | undefined, canEdit: boolean) {
  const key = enricher ? `${enricher.id}:${enricher.updatedAt}` : kind;
  if (kind === 'pii') return <PiiOptions key={key} enricher={enricher} canEdit={canEdit} />;
  if (kind === 'toxicity')
    return <ToxicityOptions key={key} enricher={enricher} canEdit={canEdit} />;
  if (kind === 'topics') return <TopicsOptions key={key} enricher={enricher} canEdit={canEdit} />;
  return null;
}

function Options({ kindName, children }: { kindName: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-primary-ink outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <IconChevronRight
          className="size-3.5 transition-transform group-open:rotate-90"
          aria-hidden
        />
        {`${kindName} options`}
      </summary>
      <div className="mt-2 pl-4">{children}</div>
    </details>
  );
}

function EnricherRow({
  kind,
  enricher,
  canEdit,
  context,
}: {
  kind: EnricherKind;
  enricher: EnricherView | undefined;
  canEdit: boolean;
  context: GatingContext;
}) {
  const save = useSaveEnricher();
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const name = enricherKindNames[kind];
  const feature = planFeatureOfKind[kind];
  const locked = feature !== undefined && !hasPlanFeature(context, feature);
  const enabled = enricher?.enabled ?? false;
  const options = optionsOf(kind, enricher, canEdit && !locked);

  return (
    <li aria-label={name} className="flex flex-col gap-2 py-3">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-center gap-2 text-sm font-medium">
            {name}
            {enricher && !enricher.active && enricher.enabled && !locked ? (
              <Badge variant="warning">Idle</Badge>
            ) : null}
          </span>
          <span className="text-xs text-muted-foreground">{kindDescriptions[kind]}</span>
          {enricher?.enabled && enricher.inactiveReason && !locked ? (
            <span className="text-xs text-warning-ink">{enricher.inactiveReason}</span>
          ) : null}
        </div>
        {locked ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Upgrade to use ${name}`}
            onClick={() => feature && showUpgrade(feature)}
          >
            Upgrade
          </Button>
        ) : (
          <Switch
            aria-label={`${name} enricher`}
            checked={enabled}
            disabled={!canEdit || save.isPending}
            onCheckedChange={(checked) =>
              save.mutate({ kind, existing: enricher, enabled: checked })
            }
          />
        )}
      </div>
      {locked ? (
        <p className="text-xs text-muted-foreground">
          {`${name} is part of the Team plan and up.`}
        </p>
      ) : null}
      {save.error ? <p className="text-xs text-danger-ink">{errorMessage(save.error)}</p> : null}
      {options ? <Options kindName={name}>{options}</Options> : null}
      {enricher && canEdit && !locked ? (
        <EnricherBackfill
          enricherId={enricher.id}
          kindName={name}
          disabled={!enricher.active}
          running={enricher.backfill}
        />
      ) : null}
    </li>
  );
}

/**
 * Settings → Enrichments: what the project computes on its runs (language, sentiment, PII,
 * toxicity, topics), each turned on or off with its options, and run on existing runs.
 */
export function EnrichmentsCard({
  canEdit,
  context,
}: {
  canEdit: boolean;
  context: GatingContext;
}) {
  const enrichers = useEnrichers();
  return (
    <SettingsSection
      title="Enrichments"
      description="Computed in the background on each new run's input and output; they fill the log filters, the run view and the charts."
    >
      {enrichers.isPending ? <CenteredSpinner label="Loading the enrichers" /> : null}
      {enrichers.isError ? (
        <ErrorState
          title="Could not load the enrichers"
          message={errorMessage(enrichers.error)}
          onRetry={() => enrichers.refetch()}
        />
      ) : null}
      {enrichers.isSuccess ? (
        <ul className="flex flex-col divide-y divide-border">
          {enricherKinds.map((kind) => (
            <EnricherRow
              key={kind}
              kind={kind}
              enricher={enrichers.data.find((candidate) => candidate.kind === kind)}
              canEdit={canEdit}
              context={context}
            />
          ))}
        </ul>
      ) : null}
      {canEdit ? null : (
        <p className="text-xs text-muted-foreground">Owners and admins change the enrichments.</p>
      )}
    </SettingsSection>
  );
}
