import { type Org, type PlanLimits, planCatalogue } from '@lookout/domain';
import { can, canLookUpInvoice, type GatingContext } from '@lookout/rbac';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lookout/ui';
import { IconExternalLink } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { useLatestInvoice } from '../../../lib/latest-invoice';
import { useProjects } from '../../../lib/projects';
import { eventUsageText } from '../event-usage';
import { PlanTable } from './plan-table';

const numberFormat = new Intl.NumberFormat('en-US');

function limitText(limit: number | null, unit = ''): string {
  return limit === null ? 'Custom' : `${numberFormat.format(limit)}${unit}`;
}

function historyText(days: number | null): string {
  if (days === null) return 'Unlimited';
  if (days % 365 === 0) return `${days / 365} years`;
  if (days % 30 === 0) return days === 30 ? '1 month' : `${days / 30} months`;
  return `${days} days`;
}

function playgroundText(limits: PlanLimits): string {
  const allowance = limits.playground;
  if (allowance.kind === 'limited') return 'Limited';
  if (allowance.kind === 'custom') return 'Custom';
  return `${numberFormat.format(allowance.queriesPerMonth)} queries / month`;
}

/** /billing: the current plan, its limits and what is used, the latest invoice, and the plans. */
export function BillingPage({ org, context }: { org: Org; context: GatingContext }) {
  const plan = planCatalogue[org.plan];
  const projects = useProjects();
  const invoice = useLatestInvoice(org.id, canLookUpInvoice(context));
  const invoiceUrl = invoice.data?.hostedInvoiceUrl ?? null;
  const limits: PlanLimits = plan.limits;

  const usage = [
    {
      label: 'Seats',
      used: org.users?.length,
      limit: limits.seats === null ? 'Custom' : limitText(limits.seats),
    },
    {
      label: 'Projects',
      used: projects.data?.length,
      limit: limits.projects === null ? 'Unlimited' : limitText(limits.projects),
    },
    org.eventsThisMonth === undefined
      ? {
          label: 'Events included',
          used: undefined,
          limit:
            limits.includedEventsPerMonth === null
              ? 'Custom'
              : `${limitText(limits.includedEventsPerMonth)} / month`,
        }
      : { label: 'Events', used: undefined, limit: eventUsageText(org.eventsThisMonth, org.plan) },
    { label: 'Data retention', used: undefined, limit: historyText(limits.historyDays) },
    { label: 'AI Playground', used: undefined, limit: playgroundText(limits) },
  ];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Usage & Billing"
        description="Your plan, what it includes and what you use."
      />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {plan.name} plan
            {org.canceled ? <Badge variant="danger">Cancels at the end of the period</Badge> : null}
            {org.limited ? <Badge variant="warning">Ingestion limit reached</Badge> : null}
          </CardTitle>
          <CardDescription>
            {plan.monthlyPricePerUser === null
              ? 'Priced per contract.'
              : plan.monthlyPricePerUser === 0
                ? 'Free forever.'
                : `$${plan.monthlyPricePerUser} per user per month.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {usage.map((row) => (
              <div key={row.label} className="flex flex-col gap-0.5 rounded-md bg-muted px-3 py-2">
                <dt className="text-xs text-muted-foreground">{row.label}</dt>
                <dd className="text-sm font-medium">
                  {row.used === undefined ? row.limit : `${row.used} of ${row.limit}`}
                </dd>
              </div>
            ))}
          </dl>
          {invoiceUrl ? (
            <a
              href={invoiceUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary-ink hover:underline"
            >
              View latest invoice
              <IconExternalLink className="size-4" aria-label="(opens in a new tab)" />
            </a>
          ) : null}
        </CardContent>
      </Card>
      <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Plans
        </h2>
        <PlanTable org={org} canChangePlan={can(context.role, 'billing', 'update')} />
      </section>
    </div>
  );
}
