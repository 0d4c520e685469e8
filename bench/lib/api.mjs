// The few API calls a benchmark needs: sign up, log in, read the project keys.

async function call(url, method, pathname, { token, body } = {}) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A GET with a session token, parsed as JSON. */
export function getJson(url, pathname, token) {
  return call(url, 'GET', pathname, { token });
}

/** Signs up a fresh owner and returns their session, project and keys. */
export async function signUpOwner(url) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'a-long-benchmark-password';
  const { token } = await call(url, 'POST', '/auth/signup', {
    body: { email, password, name: 'Bench Owner' },
  });
  const [project] = await call(url, 'GET', '/v1/projects', { token });
  if (!project) throw new Error('sign-up made no project');
  const keys = await call(url, 'GET', `/v1/projects/${project.id}/api-keys`, { token });
  const key = (type) => keys.find((entry) => entry.type === type)?.key;
  return {
    email,
    password,
    token,
    projectId: project.id,
    publicKey: key('public'),
    privateKey: key('private'),
  };
}

/** Logs in again (a restarted server keeps its signing secret in the database). */
export async function logIn(url, email, password) {
  const { token } = await call(url, 'POST', '/auth/login', { body: { email, password } });
  return token;
}
