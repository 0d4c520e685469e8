import {
  type BillingPeriod,
  type OfferedPlan,
  type Org,
  offeredPlans,
  planCatalogue,
  planUpdatedRedirectDelayMs,
} from '@lookout/domain';
import { Alert, Button, NamedIcon, PlanComparisonTable, SegmentedControl } from '@lookout/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { appIcons } from '../../../components/app-icons';
import { errorMessage } from '../../../lib/api-errors';
import { currentOrgQueryOptions } from '../../../lib/current-org';
import { externalLinks } from '../../../lib/external-links';
import { notifications } from '../../../lib/notifications';
import { useChangePlan } from '../api/upgrade-org';
import { planButtonState } from '../plan-button-state';
import { planColumns, planRows } from '../plan-table-data';

const features = planRows.map(({ iconName, ...row }) => ({
  ...row,
  icon: <NamedIcon name={iconName} icons={appIcons} aria-hidden />,
}));

function isOfferedPlan(id: string): id is OfferedPlan {
  return (offeredPlans as readonly string[]).includes(id);
}

interface PlanTableProps {
  org: Pick<Org, 'id' | 'plan' | 'canceled'>;
  /** The row to mark, for example 'projects'. */
  highlight?: string | null;
  /** Always show every row (the upgrade modal); otherwise the rows fold with a toggle. */
  alwaysExpanded?: boolean;
  /** Whether the user may change the plan (billing:update); otherwise plan buttons are off. */
  canChangePlan: boolean;
  /** Called once the plan changed in place (before the thank-you page opens). */
  onPlanChanged?: () => void;
}

/**
 * The plans side by side with a monthly/yearly switch and each column's button (SPEC §4):
 * a plan change either opens the payment provider's checkout or, when none is needed, says
 * 'Plan updated' and opens the thank-you page a second later.
 */
export function PlanTable({
  org,
  highlight = null,
  alwaysExpanded = false,
  canChangePlan,
  onPlanChanged,
}: PlanTableProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [expanded, setExpanded] = useState(alwaysExpanded);
  const [pendingPlan, setPendingPlan] = useState<OfferedPlan | null>(null);
  const changePlan = useChangePlan();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function choose(plan: OfferedPlan) {
    setPendingPlan(plan);
    changePlan.mutate(
      { orgId: org.id, plan, period },
      {
        onSuccess: (answer) => {
          if (answer.url) {
            window.location.assign(answer.url);
            return;
          }
          if (!answer.ok) {
            setPendingPlan(null);
            return;
          }
          notifications.show({
            title: 'Plan updated',
            message: `Your plan has been updated to ${planCatalogue[plan].name}!`,
            color: 'green',
          });
          void queryClient.invalidateQueries({ queryKey: currentOrgQueryOptions.queryKey });
          onPlanChanged?.();
          setTimeout(() => navigate('/billing/thank-you'), planUpdatedRedirectDelayMs);
        },
        onError: () => setPendingPlan(null),
      },
    );
  }

  function renderAction(columnId: string) {
    if (!isOfferedPlan(columnId)) return null;
    const state = planButtonState(columnId, org);
    if (!state) return null;
    const highlightColumn = columnId === 'team';
    return (
      <Button
        className="w-full"
        variant={state.disabled ? 'secondary' : highlightColumn ? 'primary' : 'outline'}
        disabled={
          state.disabled ||
          (state.action === 'change-plan' && !canChangePlan) ||
          (pendingPlan !== null && pendingPlan !== columnId)
        }
        loading={pendingPlan === columnId}
        onClick={() => {
          if (state.action === 'quote') {
            window.open(externalLinks.enterpriseQuote, '_blank', 'noopener,noreferrer');
          } else if (state.action === 'change-plan') {
            choose(columnId);
          }
        }}
      >
        {state.label}
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <SegmentedControl
        aria-label="Billing period"
        className="self-center"
        value={period}
        onChange={setPeriod}
        data={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly (2 months free)' },
        ]}
      />
      <PlanComparisonTable
        plans={planColumns}
        features={features}
        period={period}
        expanded={alwaysExpanded || expanded}
        {...(alwaysExpanded ? {} : { onToggle: () => setExpanded((open) => !open) })}
        highlightedFeatureId={highlight}
        renderAction={renderAction}
      />
      {canChangePlan ? null : (
        <p className="text-center text-xs text-muted-foreground">
          Only org owners and admins can change the plan.
        </p>
      )}
      {/* Silent as a notice (SPEC §8), but a refused change says why beside the buttons. */}
      {changePlan.error ? (
        <Alert variant="danger" title="The plan was not changed">
          {errorMessage(changePlan.error)}
        </Alert>
      ) : null}
    </div>
  );
}
