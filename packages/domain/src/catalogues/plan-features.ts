import { z } from 'zod';
import { moneyBackGuaranteeDays } from '../constants/limits.js';
import type { IconPickerName } from './icon-names.js';
import type { PricingTablePlan } from './plans.js';

/** One cell of the plan table: included (true), not included (false) or a short text. */
export const planFeatureEntrySchema = z.object({
  value: z.union([z.boolean(), z.string().min(1)]),
  help: z.string().min(1).optional(),
});
export type PlanFeatureEntry = z.infer<typeof planFeatureEntrySchema>;

/** One row of the plan comparison table (SPEC §3). */
export const planFeatureRowSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** A Tabler icon component name. */
  icon: z.string().startsWith('Icon'),
  description: z.string().min(1).optional(),
  plans: z.object({
    free: planFeatureEntrySchema,
    team: planFeatureEntrySchema,
    enterprise: planFeatureEntrySchema,
  } satisfies Record<PricingTablePlan, typeof planFeatureEntrySchema>),
});
export type PlanFeatureRow = z.infer<typeof planFeatureRowSchema>;

const no = { value: false } as const;
const yes = { value: true } as const;
/** Included on team and enterprise only. */
const paidOnly = { free: no, team: yes, enterprise: yes } as const;
/** Included on enterprise only. */
const enterpriseOnly = { free: no, team: no, enterprise: yes } as const;

/** The rows of the plan comparison table, in display order (SPEC §9). */
export const planFeatureRows = [
  {
    id: 'events',
    title: 'Logs / Events',
    icon: 'IconActivity',
    description: 'LLM calls, traces, tool runs and chat messages recorded per month',
    plans: {
      free: { value: '10k / month' },
      team: { value: '50k / month', help: 'Then $10 per additional 50k events' },
      enterprise: { value: 'Custom' },
    },
  },
  {
    id: 'seats',
    title: 'Team members',
    icon: 'IconUsers',
    plans: { free: { value: '1' }, team: { value: 'Up to 10' }, enterprise: { value: 'Custom' } },
  },
  {
    id: 'history',
    title: 'Data retention',
    icon: 'IconHistory',
    plans: {
      free: { value: '1 month' },
      team: { value: '2 years' },
      enterprise: { value: 'Unlimited' },
    },
  },
  {
    id: 'playground',
    title: 'AI Playground',
    icon: 'IconFlask',
    description: 'Run prompts against 25+ models',
    plans: {
      free: { value: 'Limited' },
      team: { value: '1,000 queries / month', help: 'Then $0.05 per query' },
      enterprise: { value: 'Custom' },
    },
  },
  {
    id: 'projects',
    title: 'Projects',
    icon: 'IconFolder',
    plans: {
      free: { value: '3' },
      team: { value: 'Unlimited' },
      enterprise: { value: 'Unlimited' },
    },
  },
  { id: 'dashboards', title: 'Custom dashboards', icon: 'IconLayoutDashboard', plans: paidOnly },
  {
    id: 'human-reviews',
    title: 'Human reviews',
    icon: 'IconUserCheck',
    description: 'Annotate and grade logs by hand',
    plans: paidOnly,
  },
  { id: 'topics', title: 'Topics', icon: 'IconTags', plans: paidOnly },
  { id: 'sentiment', title: 'Sentiment analysis', icon: 'IconMoodHappy', plans: paidOnly },
  { id: 'exports', title: 'CSV & JSONL exports', icon: 'IconFileExport', plans: paidOnly },
  {
    id: 'support',
    title: 'Support',
    icon: 'IconHeadset',
    plans: {
      free: { value: 'Community' },
      team: { value: 'Priority' },
      enterprise: { value: 'Same day', help: 'With a shared chat channel' },
    },
  },
  {
    id: 'self-hosting',
    title: 'Self-hosting',
    icon: 'IconServer',
    description: 'Run Lookout on your own infrastructure',
    plans: enterpriseOnly,
  },
  { id: 'sso', title: 'SSO / SAML', icon: 'IconKey', plans: enterpriseOnly },
  {
    id: 'access-control',
    title: 'Granular access control',
    icon: 'IconShieldLock',
    description: 'Roles such as viewer, collaborator, prompt editor and billing',
    plans: enterpriseOnly,
  },
  {
    id: 'pii-masking',
    title: 'PII masking',
    icon: 'IconMask',
    description: 'Hide personal data before it is stored',
    plans: enterpriseOnly,
  },
  {
    id: 'compliance-reports',
    title: 'Compliance reports',
    icon: 'IconCertificate',
    plans: enterpriseOnly,
  },
  {
    id: 'custom-invoicing',
    title: 'Custom invoicing',
    icon: 'IconFileInvoice',
    plans: enterpriseOnly,
  },
  {
    id: 'data-warehouse',
    title: 'Data warehouse connectors',
    icon: 'IconBuildingWarehouse',
    plans: enterpriseOnly,
  },
  { id: 'audit-trail', title: 'Audit trail', icon: 'IconListDetails', plans: enterpriseOnly },
  { id: 'white-label', title: 'White label', icon: 'IconTag', plans: enterpriseOnly },
  {
    id: 'technical-account-manager',
    title: 'Technical account manager',
    icon: 'IconUserStar',
    plans: enterpriseOnly,
  },
  {
    id: 'sla',
    title: 'SLA',
    icon: 'IconGauge',
    plans: { free: no, team: no, enterprise: { value: '99.9%' } },
  },
  {
    id: 'money-back',
    title: 'Money-back guarantee',
    icon: 'IconCashBanknote',
    plans: {
      free: no,
      team: { value: `${moneyBackGuaranteeDays} days` },
      enterprise: { value: `${moneyBackGuaranteeDays} days` },
    },
  },
] as const satisfies readonly (PlanFeatureRow & { icon: IconPickerName })[];

export type PlanFeatureId = (typeof planFeatureRows)[number]['id'];

function isIncluded(entry: PlanFeatureEntry): boolean {
  return entry.value !== false;
}

/** Features only the enterprise plan includes (SPEC §9). */
export const enterpriseOnlyFeatures = [
  'self-hosting',
  'sso',
  'access-control',
  'pii-masking',
  'compliance-reports',
  'custom-invoicing',
  'data-warehouse',
  'audit-trail',
  'white-label',
  'technical-account-manager',
] as const satisfies readonly PlanFeatureId[];
/** The id of a plan-feature row only the enterprise plan includes. */
export type EnterpriseOnlyFeature = (typeof enterpriseOnlyFeatures)[number];

/**
 * Features the free plan lacks and team and enterprise include (SPEC §9):
 * what upgrading unlocks. Unlimited projects, also paid-only, is a plan limit.
 */
export const paidPlanFeatures = [
  'dashboards',
  'human-reviews',
  'topics',
  'sentiment',
  'exports',
] as const satisfies readonly PlanFeatureId[];

/**
 * Whether a plan of the pricing table includes a feature row. Text cells
 * ("Limited", "99.9%") count as included.
 *
 * @example planIncludesFeature('free', 'sso') // false
 */
export function planIncludesFeature(plan: PricingTablePlan, feature: PlanFeatureId): boolean {
  const row = planFeatureRows.find((candidate) => candidate.id === feature);
  return row !== undefined && isIncluded(row.plans[plan]);
}
