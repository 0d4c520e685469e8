import { IconCheck, IconChevronDown, IconInfoCircle, IconMinus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn.js';
import { focusRing } from '../lib/focus-ring.js';
import { Button } from './button.js';
import { type BillingPeriod, formatPrice, yearlyMonthlyPrice } from './plan-price.js';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.js';

export type PlanColumn = {
  id: string;
  name: string;
  description?: ReactNode;
  /** Price per month when billed monthly, or null for a custom (quoted) price. */
  priceMonthly: number | null;
  /** Shown instead of a price when `priceMonthly` is null (default 'Custom'). */
  priceLabel?: string;
  /** Shown after the price (default '/ user / month'). */
  priceUnit?: string;
};

export type PlanFeatureRow = {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  description?: ReactNode;
  /** Per plan id: included (true), not included (false or missing) or a text such as '10k'. */
  values: Readonly<Record<string, boolean | string>>;
  /** Longer explanation shown in a tooltip next to the title. */
  help?: ReactNode;
};

export type PlanComparisonTableProps = {
  plans: readonly PlanColumn[];
  features: readonly PlanFeatureRow[];
  period: BillingPeriod;
  /** Show every feature row; when false only the first `collapsedRowCount` rows show. */
  expanded: boolean;
  /** Called by the 'View Features' / 'Collapse features' button; without it there is no button. */
  onToggle?: () => void;
  /** Rows shown while collapsed (default 4). */
  collapsedRowCount?: number;
  /** Marks one feature row (and scrolls it into view), e.g. the feature that prompted an upgrade. */
  highlightedFeatureId?: string | null;
  /** The button(s) under a plan's price. */
  renderAction?: (planId: string) => ReactNode;
  className?: string;
};

/**
 * Plans side by side with their prices, actions and feature rows. On yearly billing each price
 * shows per month at ten twelfths, the monthly price struck through and a 'two months free' note.
 *
 * @example
 * <PlanComparisonTable plans={plans} features={features} period="monthly" expanded={open}
 *   onToggle={() => setOpen(!open)} renderAction={(id) => <Button>Upgrade</Button>} />
 */
export function PlanComparisonTable({
  plans,
  features,
  period,
  expanded,
  onToggle,
  collapsedRowCount = 4,
  highlightedFeatureId,
  renderAction,
  className,
}: PlanComparisonTableProps) {
  const bodyId = useId();
  const highlightedRef = useRef<HTMLTableRowElement>(null);
  const rows = expanded ? features : features.slice(0, collapsedRowCount);

  useEffect(() => {
    if (highlightedFeatureId) highlightedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlightedFeatureId]);

  return (
    <div data-slot="plan-comparison-table" className={cn('flex flex-col gap-3', className)}>
      <div className="w-full overflow-x-auto">
        <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">Plan comparison</caption>
          <colgroup>
            <col className="w-[34%]" />
            {plans.map((plan) => (
              <col key={plan.id} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-border">
              <td />
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-3 pb-4 text-left align-top font-normal">
                  <div className="text-base font-semibold">{plan.name}</div>
                  {plan.description ? (
                    <div className="mt-0.5 text-xs text-muted-foreground">{plan.description}</div>
                  ) : null}
                  <PlanPrice plan={plan} period={period} />
                  {renderAction ? <div className="mt-3">{renderAction(plan.id)}</div> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody id={bodyId}>
            {rows.map((feature) => {
              const highlighted = feature.id === highlightedFeatureId;
              return (
                <tr
                  key={feature.id}
                  ref={highlighted ? highlightedRef : undefined}
                  data-highlighted={highlighted || undefined}
                  className="border-b border-border last:border-0 data-[highlighted]:bg-primary/10 data-[highlighted]:shadow-[inset_3px_0_0_var(--color-primary)]"
                >
                  <th scope="row" className="px-3 py-2.5 text-left align-top font-normal">
                    <FeatureTitle feature={feature} />
                  </th>
                  {plans.map((plan) => (
                    <td key={plan.id} className="px-3 py-2.5 align-top">
                      <FeatureValue value={feature.values[plan.id]} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {onToggle && features.length > collapsedRowCount ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {expanded ? 'Collapse features' : 'View Features'}
          <IconChevronDown
            className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            aria-hidden
          />
        </Button>
      ) : null}
    </div>
  );
}

function PlanPrice({ plan, period }: { plan: PlanColumn; period: BillingPeriod }) {
  const unit = plan.priceUnit ?? '/ user / month';
  if (plan.priceMonthly === null) {
    return <div className="mt-3 text-2xl font-semibold">{plan.priceLabel ?? 'Custom'}</div>;
  }
  const discounted = period === 'yearly' && plan.priceMonthly > 0;
  const shown = discounted ? yearlyMonthlyPrice(plan.priceMonthly) : plan.priceMonthly;
  return (
    <div className="mt-3" data-slot="plan-price">
      <div className="flex flex-wrap items-baseline gap-x-1.5">
        {discounted ? (
          <s className="text-base text-muted-foreground">
            <span className="sr-only">was </span>
            {formatPrice(plan.priceMonthly)}
          </s>
        ) : null}
        <span className="text-2xl font-semibold">
          {discounted ? <span className="sr-only">now </span> : null}
          {formatPrice(shown)}
        </span>
        <span className="text-xs text-muted-foreground">{unit}</span>
      </div>
      {discounted ? (
        <div className="mt-1 text-xs font-medium text-success-ink">
          Billed yearly: two months free
        </div>
      ) : null}
    </div>
  );
}

function FeatureTitle({ feature }: { feature: PlanFeatureRow }) {
  return (
    <div className="flex items-start gap-2">
      {feature.icon ? (
        <span className="mt-0.5 shrink-0 text-muted-foreground [&_svg]:size-4" aria-hidden>
          {feature.icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <div className="flex items-center gap-1 font-medium">
          {feature.title}
          {feature.help ? (
            <Tooltip>
              <TooltipTrigger
                aria-label={
                  typeof feature.title === 'string'
                    ? `About ${feature.title}`
                    : 'About this feature'
                }
                className={cn(
                  'rounded-full text-muted-foreground hover:text-foreground',
                  focusRing,
                )}
              >
                <IconInfoCircle className="size-3.5" aria-hidden />
              </TooltipTrigger>
              <TooltipContent>{feature.help}</TooltipContent>
            </Tooltip>
          ) : null}
        </div>
        {feature.description ? (
          <div className="mt-0.5 text-xs text-muted-foreground">{feature.description}</div>
        ) : null}
      </div>
    </div>
  );
}

function FeatureValue({ value }: { value: boolean | string | undefined }) {
  if (typeof value === 'string') return <span>{value}</span>;
  if (value === true) {
    return (
      <>
        <IconCheck className="size-4 text-success" aria-hidden />
        <span className="sr-only">Included</span>
      </>
    );
  }
  return (
    <>
      <IconMinus className="size-4 text-muted-foreground/60" aria-hidden />
      <span className="sr-only">Not included</span>
    </>
  );
}
