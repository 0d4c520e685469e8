// A service outside the repository that installed @lookout/client and
// @lookout/domain from their tarballs. scripts/check-client-package.mjs
// type-checks and compiles it, then runs it against a live server and checks
// the line it prints.
import { createLookoutClient, LookoutApiError, type RunListParams } from '@lookout/client';
import { type GetCurrentUserResponse, type Run, signupBodySchema } from '@lookout/domain';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const baseUrl = setting('LOOKOUT_URL');
const projectId = setting('LOOKOUT_PROJECT_ID');
const onNotify = ({ title, message }: { title: string; message: string }) =>
  console.warn(`${title}: ${message}`);

// A person's session: the account calls.
const asUser = createLookoutClient({
  baseUrl,
  getToken: () => setting('LOOKOUT_SESSION_TOKEN'),
  onNotify,
});
// A service holding the project's private key: the project's own API.
const asService = createLookoutClient({
  baseUrl,
  getToken: () => setting('LOOKOUT_PRIVATE_KEY'),
  getProjectId: () => projectId,
  onNotify,
});

// The domain's schemas work at run time too (zod came from the registry).
const body = signupBodySchema.parse({
  email: ' Ada@Example.COM ',
  password: 'long enough',
  name: 'Ada',
});

const user: GetCurrentUserResponse = await asUser.account.getUser();
const projects = await asUser.projects.list();
const { data: runs } = await asService.runs.list({ type: 'llm', filters: 'status=success' });
const { count } = await asService.runs.count({ type: 'llm' });
const names = runs.map((run: Run) => run.name);

// The private key is a project's, not a person's: the server refuses it here.
let userCallWithKey = 'allowed';
try {
  await asService.account.getUser({ silent: true });
} catch (error) {
  if (!(error instanceof LookoutApiError)) throw error;
  userCallWithKey = String(error.status);
}

// The types are real, not `any`: the compiler refuses a run list type that does not exist.
// @ts-expect-error: 'spans' is not a run list type.
const _refused: RunListParams = { type: 'spans' };

console.info(
  JSON.stringify({
    normalisedEmail: body.email,
    email: user.email,
    projectIds: projects.map((project) => project.id),
    runNames: names,
    count,
    userCallWithKey,
  }),
);
