import { layoutSizes, moneyBackGuaranteeDays, type Org, planFeatureRows } from '@lookout/domain';
import { planEnforcement } from '@lookout/rbac';
import { Button, Modal } from '@lookout/ui';
import { useEffect } from 'react';
import { trackEvent } from '../../../lib/analytics';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { highlightedRowId } from '../plan-table-data';
import { PaymentLogos } from './payment-logos';
import { PlanTable } from './plan-table';

/** Who the dialog is for. */
export interface UpgradeModalProps {
  org: Pick<Org, 'id' | 'plan' | 'canceled'>;
  canChangePlan: boolean;
}

/**
 * The upgrade dialog (SPEC §2): 900 wide, no close button (Escape or 'Not now' leave it), every
 * feature row shown with the one that prompted it marked, the money-back promise, and accepted
 * payment methods for orgs on the free plan. Opening it records an 'Upgrade Modal' event.
 */
export function UpgradeModal({ org, canChangePlan }: UpgradeModalProps) {
  const open = useUpgradeModalStore((state) => state.open);
  const feature = useUpgradeModalStore((state) => state.highlight);
  const close = useUpgradeModalStore((state) => state.close);
  const highlight = highlightedRowId(feature);
  const highlightedTitle = planFeatureRows.find((row) => row.id === highlight)?.title;

  useEffect(() => {
    if (open) trackEvent('Upgrade Modal', feature ? { highlight: feature } : undefined);
  }, [open, feature]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      size={layoutSizes.upgradeModalWidth}
      withCloseButton={false}
      title={org.canceled ? 'Restore your subscription' : 'Unlock all features'}
      description={upgradeReason(highlight, highlightedTitle)}
    >
      <PlanTable
        org={org}
        highlight={highlight}
        alwaysExpanded
        canChangePlan={canChangePlan}
        onPlanChanged={close}
      />
      <div className="flex flex-col items-center gap-3 border-t border-border pt-4">
        <p className="text-center text-sm font-medium">
          {moneyBackGuaranteeDays} days money-back guarantee. Cancel any time with just 1 click.
        </p>
        {org.plan === 'free' ? <PaymentLogos /> : null}
        <Button variant="ghost" size="sm" onClick={close}>
          Not now
        </Button>
      </div>
    </Modal>
  );
}

/** Why the dialog opened: a limit reached, a feature the plan lacks, or a plain comparison. */
function upgradeReason(rowId: string | null, title: string | undefined): string {
  if (!rowId || !title) return 'Compare the plans and pick the one that fits your team.';
  const enforcement = (planEnforcement as Record<string, string>)[rowId];
  return enforcement === 'feature'
    ? `${title} is not included in your plan. Upgrade to use it.`
    : `Your plan's limit for ${title.toLowerCase()} is reached. Upgrade to get more.`;
}
