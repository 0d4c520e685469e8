import {
  type BillingPeriod,
  Button,
  DynamicIcon,
  Modal,
  type PlanColumn,
  PlanComparisonTable,
  type PlanFeatureRow,
  SegmentedControl,
} from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = { title: 'UI/PlanComparisonTable' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const plans: PlanColumn[] = [
  { id: 'free', name: 'Free', description: 'For side projects', priceMonthly: 0 },
  { id: 'team', name: 'Team', description: 'For growing teams', priceMonthly: 20 },
  { id: 'enterprise', name: 'Enterprise', description: 'For companies', priceMonthly: null },
];

const icon = (name: string) => <DynamicIcon name={name} />;

const features: PlanFeatureRow[] = [
  {
    id: 'events',
    title: 'Events',
    icon: icon('IconActivity'),
    values: { free: '10k / month', team: '50k included', enterprise: 'Custom' },
    help: 'Then $10 per 50k events per month on Team.',
  },
  {
    id: 'seats',
    title: 'Seats',
    icon: icon('IconUsers'),
    values: { free: '1', team: 'Up to 10', enterprise: 'Custom' },
  },
  {
    id: 'history',
    title: 'Data history',
    icon: icon('IconHistory'),
    values: { free: '1 month', team: '2 years', enterprise: 'Unlimited' },
  },
  {
    id: 'playground',
    title: 'AI playground',
    icon: icon('IconRobot'),
    description: 'Test prompts on 25+ models',
    values: { free: 'Limited', team: '1,000 queries / month', enterprise: 'Custom' },
  },
  {
    id: 'projects',
    title: 'Projects',
    icon: icon('IconFolder'),
    values: { free: '3', team: 'Unlimited', enterprise: 'Unlimited' },
  },
  {
    id: 'dashboards',
    title: 'Custom dashboards',
    icon: icon('IconLayoutDashboard'),
    values: { free: false, team: true, enterprise: true },
  },
  {
    id: 'reviews',
    title: 'Human reviews',
    icon: icon('IconClipboardCheck'),
    values: { free: false, team: true, enterprise: true },
  },
  {
    id: 'exports',
    title: 'CSV and JSONL exports',
    icon: icon('IconFile'),
    values: { free: false, team: true, enterprise: true },
  },
  {
    id: 'sso',
    title: 'SSO / SAML',
    icon: icon('IconKey'),
    values: { free: false, team: false, enterprise: true },
  },
  {
    id: 'pii',
    title: 'PII masking',
    icon: icon('IconShield'),
    values: { free: false, team: false, enterprise: true },
  },
  {
    id: 'support',
    title: 'Support',
    icon: icon('IconLifebuoy'),
    values: { free: 'Community', team: 'Priority', enterprise: 'Same-day, shared channel' },
  },
];

/** Buttons as an org on the free plan sees them. */
function freeOrgAction(planId: string) {
  if (planId === 'enterprise') {
    return (
      <Button variant="outline" className="w-full">
        Get a Quote
      </Button>
    );
  }
  if (planId === 'free') {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current plan
      </Button>
    );
  }
  return <Button className="w-full">Upgrade</Button>;
}

function Pricing({ initialPeriod }: { initialPeriod: BillingPeriod }) {
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <SegmentedControl
        aria-label="Billing period"
        className="self-center"
        value={period}
        onChange={setPeriod}
        data={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly' },
        ]}
      />
      <PlanComparisonTable
        plans={plans}
        features={features}
        period={period}
        expanded={expanded}
        onToggle={() => setExpanded(!expanded)}
        renderAction={freeOrgAction}
      />
    </div>
  );
}

function UpgradeModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Upgrade</Button>
      <Modal open={open} onOpenChange={setOpen} size={900} withCloseButton={false} label="Upgrade">
        <PlanComparisonTable
          plans={plans}
          features={features}
          period="monthly"
          expanded
          highlightedFeatureId="dashboards"
          renderAction={freeOrgAction}
        />
        <p className="text-center text-sm text-muted-foreground">
          30 days money-back guarantee. Cancel any time with just 1 click.
        </p>
      </Modal>
    </>
  );
}

export const Default: Story = { render: () => <Pricing initialPeriod="monthly" /> };

export const Yearly: Story = { render: () => <Pricing initialPeriod="yearly" /> };

export const InUpgradeModal: Story = { render: () => <UpgradeModal /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Yearly.render };
