import type {
  Alert,
  AlertEvent,
  AuditLogEntry,
  Checklist,
  CustomChart,
  Dashboard,
  Dataset,
  DatasetItem,
  DatasetPrompt,
  DatasetV2,
  DatasetVariation,
  EnricherView,
  Evaluator,
  ExternalUser,
  GuardrailCheckResponse,
  GuardrailPolicy,
  Invitation,
  Job,
  Org,
  PlaygroundEndpoint,
  Project,
  Rule,
  Run,
  TeamMember,
  Template,
  TemplateVersion,
  User,
  View,
} from '@lookout/domain';

// Test support: one valid entity of each kind, as the server sends them.

const at = '2025-01-02T03:04:05.000Z';
export const ids = {
  org: '22222222-2222-4222-8222-222222222222',
  user: '33333333-3333-4333-8333-333333333333',
  project: '44444444-4444-4444-8444-444444444444',
  entity: '55555555-5555-4555-8555-555555555555',
  other: '66666666-6666-4666-8666-666666666666',
  run: '77777777-7777-4777-8777-777777777777',
} as const;

export const userFixture: User = {
  id: ids.user,
  orgId: ids.org,
  email: 'ada@example.com',
  name: 'Ada',
  role: 'owner',
  verified: true,
  avatarUrl: null,
  createdAt: at,
  lastLoginAt: null,
};

export const orgFixture: Org = {
  id: ids.org,
  name: 'Acme',
  plan: 'free',
  canceled: false,
  limited: false,
  beta: false,
  billingDelinquent: false,
  datasetV2Enabled: true,
  license: null,
  orgApiKey: null,
};

export const projectFixture: Project = {
  id: ids.project,
  name: 'Project #1',
  homeDashboardId: null,
  dataRetentionDays: null,
  createdAt: at,
};

export const ruleFixture: Rule = {
  id: ids.entity,
  type: 'masking',
  piiKinds: ['email'],
  customRegexes: [],
  createdAt: at,
};

export const invitationFixture: Invitation = {
  id: ids.entity,
  email: 'grace@example.com',
  role: 'member',
  projectIds: [],
  createdAt: at,
  expiresAt: at,
};

export const teamMemberFixture: TeamMember = { ...userFixture, projectIds: [ids.project] };

export const auditLogEntryFixture: AuditLogEntry = {
  id: ids.entity,
  createdAt: at,
  subject: 'project',
  action: 'rename',
  actor: { id: ids.user, name: 'Ada', email: 'ada@example.com' },
  ip: null,
  userAgent: null,
  projectId: ids.project,
  details: { from: 'A', to: 'B' },
};

export const runFixture: Run = {
  id: ids.run,
  projectId: ids.project,
  type: 'llm',
  name: 'gpt-4o',
  status: 'success',
  createdAt: at,
  endedAt: at,
  duration: 1200,
  parentRunId: null,
  missingParentRunId: null,
  traceId: ids.run,
  threadId: null,
  input: [{ role: 'user', content: 'Hi' }],
  output: [{ role: 'assistant', content: 'Hello' }],
  error: null,
  params: null,
  metadata: null,
  tags: [],
  userId: null,
  userProps: null,
  promptTokens: 1,
  completionTokens: 1,
  cachedPromptTokens: null,
  totalTokens: 2,
  cost: 0.001,
  feedback: null,
  scores: [],
  isPublic: false,
  templateVersionId: null,
  model: null,
};

export const externalUserFixture: ExternalUser = {
  id: ids.entity,
  externalId: 'customer-42',
  props: { plan: 'pro' },
  createdAt: at,
  lastSeen: at,
  runCount: 3,
  cost: 0.5,
};

export const viewFixture: View = {
  id: ids.entity,
  name: 'Errors',
  icon: 'IconBug',
  data: 'status=error',
  type: 'llm',
  createdAt: at,
  updatedAt: at,
};

export const dashboardFixture: Dashboard = {
  id: ids.entity,
  name: 'New Dashboard',
  description: null,
  isHome: false,
  charts: [{ chartId: 'costs', x: 0, y: 0, w: 4, h: 4 }],
  filters: '',
  granularity: 'daily',
  createdAt: at,
  updatedAt: at,
};

export const jobFixture: Job = {
  id: ids.entity,
  projectId: ids.project,
  kind: 'retention.project',
  state: 'running',
  attempts: 1,
  maxAttempts: 3,
  progress: { done: 1000, total: null, message: '1000 runs deleted' },
  lastError: null,
  cancelRequested: false,
  runAfter: at,
  createdAt: at,
  startedAt: at,
  finishedAt: null,
};

export const customChartFixture: CustomChart = {
  id: ids.entity,
  name: 'Cost',
  description: null,
  type: 'Area',
  metric: 'cost',
  metricKey: null,
  aggregation: 'sum',
  splitBy: null,
  splitKey: null,
  filters: '',
  color: null,
  createdAt: at,
  updatedAt: at,
};

export const templateFixture: Template = {
  id: ids.entity,
  createdAt: at,
  slug: 'support-answer',
  projectId: ids.project,
  mode: 'openai',
  updatedAt: at,
};

export const templateVersionFixture: TemplateVersion = {
  id: ids.other,
  templateId: ids.entity,
  createdAt: at,
  extra: { model: 'gpt-4o', max_tokens: 4096, temperature: 1 },
  content: [{ role: 'user', content: 'Hello {{name}}' }],
  version: 1,
  isDraft: true,
  notes: null,
  createdBy: { id: ids.user, name: 'Ada Lovelace' },
};

export const datasetVariationFixture: DatasetVariation = {
  id: ids.other,
  promptId: ids.entity,
  variables: { name: 'Ada' },
  context: null,
  idealOutput: null,
  createdAt: at,
};

export const datasetPromptFixture: DatasetPrompt = {
  id: ids.entity,
  datasetId: ids.other,
  messages: [{ role: 'user', content: 'Hi {{name}}' }],
  variations: [datasetVariationFixture],
  createdAt: at,
};

export const datasetFixture: Dataset = {
  id: ids.entity,
  slug: 'greetings',
  format: 'chat',
  prompts: [datasetPromptFixture],
  createdAt: at,
  updatedAt: at,
};

export const datasetV2Fixture: DatasetV2 = {
  id: ids.entity,
  name: 'Support questions',
  description: null,
  itemCount: 1,
  createdAt: at,
  updatedAt: at,
};

export const datasetItemFixture: DatasetItem = {
  id: ids.other,
  datasetId: ids.entity,
  input: 'How do I reset my password?',
  expectedOutput: null,
  metadata: {},
  createdAt: at,
  updatedAt: at,
};

export const checklistFixture: Checklist = {
  id: ids.entity,
  slug: 'polite',
  type: 'evaluation',
  data: 'tone=friendly',
  createdAt: at,
  updatedAt: at,
};

export const enricherFixture: EnricherView = {
  id: ids.entity,
  kind: 'language',
  config: {},
  enabled: true,
  active: true,
  inactiveReason: null,
  backfill: null,
  createdAt: at,
  updatedAt: at,
};

export const evaluatorFixture: Evaluator = {
  id: ids.entity,
  name: 'Sentiment',
  type: 'sentiment',
  mode: 'manual',
  params: ['positive'],
  filters: '',
  sampleRate: 1,
  createdAt: at,
  updatedAt: at,
};

export const playgroundEndpointFixture: PlaygroundEndpoint = {
  id: ids.entity,
  name: 'Staging bot',
  url: 'https://staging.example.com/chat',
  auth: { type: 'bearer', token: 'sk-test' },
  headers: {},
  defaultPayload: { stream: false },
};

export const alertFixture: Alert = {
  id: ids.entity,
  name: 'Error rate',
  metric: 'error_rate',
  evaluatorId: null,
  filters: '',
  windowMinutes: 5,
  comparison: 'above',
  threshold: 0.1,
  emails: ['ada@example.com'],
  webhook: { url: 'https://hooks.example.com/lookout', format: 'json' },
  enabled: true,
  state: 'ok',
  lastValue: null,
  lastError: null,
  lastEvaluatedAt: null,
  createdAt: at,
  updatedAt: at,
};

export const guardrailPolicyFixture: GuardrailPolicy = {
  id: ids.entity,
  name: 'Support',
  isDefault: true,
  appliesTo: 'both',
  checks: {
    pii: { kinds: ['email'], action: 'mask' },
    toxicity: {},
    topics: null,
    regexes: [],
    promptInjection: { builtIn: true, phrases: [] },
    maxLength: 4000,
  },
  createdAt: at,
  updatedAt: at,
};

export const alertEventFixture: AlertEvent = {
  id: ids.entity,
  alertId: ids.entity,
  firedAt: at,
  firedValue: 0.5,
  resolvedAt: null,
  resolvedValue: null,
  resolvedBy: null,
  deliveries: [
    {
      id: ids.entity,
      channel: 'webhook',
      target: 'https://hooks.example.com/lookout',
      transition: 'fired',
      status: 'sent',
      attempts: 1,
      error: null,
      updatedAt: at,
    },
  ],
};

export const guardrailCheckFixture: GuardrailCheckResponse = {
  passed: false,
  policyId: ids.entity,
  violations: [
    { check: 'toxicity', kind: 'idiot', message: 'Abusive language', start: 8, end: 13 },
  ],
  masked: 'You are idiot',
  piiFound: [],
};
