import type { PlanFeatureId } from '@lookout/domain';
import type { Resource } from './resources.js';

/** The sidebar's sections in display order (SPEC §2); the first one has no heading. */
export const sidebarSections = [
  { id: 'main', label: null },
  { id: 'explore', label: 'Explore' },
  { id: 'improve', label: 'Improve' },
  { id: 'evaluations', label: 'Evaluations' },
  { id: 'protect', label: 'Protect' },
  { id: 'views', label: 'Views' },
] as const satisfies readonly { id: string; label: string | null }[];

/** A sidebar section id. The `views` section holds the saved views, not fixed destinations. */
export type SidebarSectionId = (typeof sidebarSections)[number]['id'];

/** A condition, beyond reading its resource, that a sidebar destination needs to show. */
export type SidebarCondition =
  /** The org has the beta flag. */
  | 'betaOrg'
  /** Not a beta org on cloud (beta orgs on cloud use the newer evaluation pages instead). */
  | 'notBetaOnCloud'
  /** On self-hosted, the licence has evalEnabled. */
  | 'evalLicense';

/** The label shown beside a destination that is not finished yet. */
export type SidebarBadge = 'Alpha' | 'Beta';

interface SidebarDestinationDefinition {
  id: string;
  section: Exclude<SidebarSectionId, 'views'>;
  label: string;
  /** The route the destination owns; every path below it belongs to it too. */
  path: string;
  /** Where the entry points; `path` plus a query for the log types. */
  link: string;
  /** Where the entry points when the org has datasetV2Enabled, if different. */
  linkWithDatasetV2?: string;
  /** Tabler icon name (DESIGN §8). */
  icon: `Icon${string}`;
  badge: SidebarBadge | null;
  /** Hidden unless the role may read this resource (SPEC §6). */
  resource: Resource;
  conditions: readonly SidebarCondition[];
  /** On cloud, the plan feature (SPEC §9) the page needs; a plan without it is offered the upgrade. */
  planFeature?: PlanFeatureId;
}

/**
 * Every fixed sidebar destination of SPEC §2, in display order. SPEC names the sections and the
 * destinations but not which resource guards the pages it does not pair with one; our choices:
 * Dashboards is the Analytics page (analytics), Insights shows topics and sentiment (enrichments),
 * Experiments and Guardrails are evaluations, Data Rules act on logs, Alerts watch analytics.
 */
export const sidebarDestinations = [
  {
    id: 'dashboards',
    section: 'main',
    label: 'Dashboards',
    path: '/dashboards',
    link: '/dashboards',
    icon: 'IconLayoutDashboard',
    badge: null,
    resource: 'analytics',
    conditions: [],
  },
  {
    id: 'llm-logs',
    section: 'explore',
    label: 'LLM Logs',
    path: '/logs',
    link: '/logs?type=llm',
    icon: 'IconListSearch',
    badge: null,
    resource: 'logs',
    conditions: [],
  },
  {
    id: 'traces',
    section: 'explore',
    label: 'Traces',
    path: '/logs',
    link: '/logs?type=trace',
    icon: 'IconBinaryTree2',
    badge: null,
    resource: 'logs',
    conditions: [],
  },
  {
    id: 'conversations',
    section: 'explore',
    label: 'Conversations',
    path: '/logs',
    link: '/logs?type=thread',
    icon: 'IconMessages',
    badge: null,
    resource: 'logs',
    conditions: [],
  },
  {
    id: 'users',
    section: 'explore',
    label: 'Users',
    path: '/users',
    link: '/users',
    icon: 'IconUsers',
    badge: null,
    resource: 'users',
    conditions: [],
  },
  {
    id: 'insights',
    section: 'explore',
    label: 'Insights',
    path: '/insights',
    link: '/insights',
    icon: 'IconBulb',
    badge: 'Alpha',
    resource: 'enrichments',
    conditions: ['betaOrg'],
    planFeature: 'topics',
  },
  {
    id: 'prompts',
    section: 'improve',
    label: 'Prompts',
    path: '/prompts',
    link: '/prompts',
    icon: 'IconPrompt',
    badge: null,
    resource: 'prompts',
    conditions: [],
  },
  {
    id: 'experiments',
    section: 'improve',
    label: 'Experiments',
    path: '/experiments',
    link: '/experiments',
    icon: 'IconFlask',
    badge: 'Beta',
    resource: 'evaluations',
    conditions: ['betaOrg'],
  },
  {
    id: 'evaluators',
    section: 'evaluations',
    label: 'Evaluators',
    path: '/evaluators',
    link: '/evaluators',
    icon: 'IconGavel',
    badge: null,
    resource: 'evaluations',
    conditions: [],
  },
  {
    id: 'datasets',
    section: 'evaluations',
    label: 'Datasets',
    path: '/datasets',
    link: '/datasets',
    linkWithDatasetV2: '/datasets/v2',
    icon: 'IconDatabase',
    badge: null,
    resource: 'datasets',
    conditions: ['evalLicense'],
  },
  {
    id: 'checklists',
    section: 'evaluations',
    label: 'Checklists',
    path: '/checklists',
    link: '/checklists',
    icon: 'IconListCheck',
    badge: null,
    resource: 'checklists',
    conditions: ['notBetaOnCloud', 'evalLicense'],
  },
  {
    id: 'reviews',
    section: 'evaluations',
    label: 'Human Reviews',
    path: '/reviews',
    link: '/reviews',
    icon: 'IconUserCheck',
    badge: null,
    resource: 'evaluations',
    conditions: ['evalLicense'],
    planFeature: 'human-reviews',
  },
  {
    id: 'data-rules',
    section: 'protect',
    label: 'Data Rules',
    path: '/data-rules',
    link: '/data-rules',
    icon: 'IconFilterCog',
    badge: null,
    resource: 'logs',
    conditions: ['betaOrg'],
  },
  {
    id: 'alerts',
    section: 'protect',
    label: 'Alerts',
    path: '/alerts',
    link: '/alerts',
    icon: 'IconBell',
    badge: null,
    resource: 'analytics',
    conditions: ['betaOrg'],
  },
  {
    id: 'guardrails',
    section: 'protect',
    label: 'Guardrails',
    path: '/guardrails',
    link: '/guardrails',
    icon: 'IconShieldCheck',
    badge: 'Alpha',
    resource: 'evaluations',
    conditions: ['betaOrg'],
  },
] as const satisfies readonly SidebarDestinationDefinition[];

/** The id of a fixed sidebar destination, for example `'traces'`. */
export type SidebarDestinationId = (typeof sidebarDestinations)[number]['id'];
