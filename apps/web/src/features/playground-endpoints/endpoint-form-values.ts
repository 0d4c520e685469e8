import {
  type CreatePlaygroundEndpointBody,
  type PlaygroundEndpoint,
  playgroundEndpointFieldsSchema,
} from '@lookout/domain';

/** The auth choices of the form; 'none' sends no auth header. */
export type EndpointAuthChoice = 'none' | 'bearer' | 'api_key' | 'basic';

/** The endpoint form as the user types it (every field text). */
export interface EndpointFormValues {
  name: string;
  url: string;
  authType: EndpointAuthChoice;
  token: string;
  header: string;
  key: string;
  username: string;
  password: string;
  headers: { name: string; value: string }[];
  /** The default payload as JSON text. */
  defaultPayload: string;
}

/** Field name → message, for the fields that are wrong. */
export type EndpointFormErrors = Partial<Record<string, string>>;

export const emptyEndpointForm: EndpointFormValues = {
  name: '',
  url: '',
  authType: 'none',
  token: '',
  header: '',
  key: '',
  username: '',
  password: '',
  headers: [],
  defaultPayload: '{}',
};

/** The form filled with a stored endpoint. */
export function endpointFormValues(endpoint: PlaygroundEndpoint): EndpointFormValues {
  const auth = endpoint.auth;
  return {
    ...emptyEndpointForm,
    name: endpoint.name,
    url: endpoint.url,
    authType: auth?.type ?? 'none',
    ...(auth?.type === 'bearer' ? { token: auth.token } : {}),
    ...(auth?.type === 'api_key' ? { header: auth.header, key: auth.key } : {}),
    ...(auth?.type === 'basic' ? { username: auth.username, password: auth.password } : {}),
    headers: Object.entries(endpoint.headers).map(([name, value]) => ({ name, value })),
    defaultPayload: JSON.stringify(endpoint.defaultPayload, null, 2),
  };
}

/**
 * Parses JSON text that must be an object (a payload); the message says what
 * is wrong when it is not.
 */
export function parseJsonObject(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text.trim() || '{}');
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${(error as Error).message}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'Must be a JSON object, such as {"input": "Hello"}' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

function authOf(values: EndpointFormValues): unknown {
  switch (values.authType) {
    case 'none':
      return null;
    case 'bearer':
      return { type: 'bearer', token: values.token };
    case 'api_key':
      return { type: 'api_key', header: values.header, key: values.key };
    case 'basic':
      return { type: 'basic', username: values.username, password: values.password };
  }
}

/**
 * The request body of the form, checked with the same contract the server
 * uses (SPEC §5 messages), or the message of each wrong field.
 */
export function endpointBodyFromForm(
  values: EndpointFormValues,
): { ok: true; body: CreatePlaygroundEndpointBody } | { ok: false; errors: EndpointFormErrors } {
  const errors: EndpointFormErrors = {};
  const headers: Record<string, string> = {};
  values.headers.forEach((row, index) => {
    const name = row.name.trim();
    if (!name && !row.value) return;
    if (!name) errors[`headers.${index}`] = 'Header name is required';
    else if (name in headers) errors[`headers.${index}`] = `Header ${name} is listed twice`;
    else headers[name] = row.value;
  });
  const payload = parseJsonObject(values.defaultPayload);
  if (!payload.ok) errors.defaultPayload = payload.message;

  const parsed = playgroundEndpointFieldsSchema.safeParse({
    name: values.name,
    url: values.url.trim(),
    auth: authOf(values),
    headers,
    defaultPayload: payload.ok ? payload.value : {},
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Auth fields are named by their own key (token, header, key, username).
      const field =
        issue.path[0] === 'auth' ? String(issue.path[1] ?? 'auth') : String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
