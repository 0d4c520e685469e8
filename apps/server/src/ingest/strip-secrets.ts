import type { JsonObject, JsonValue } from '@lookout/domain';

/**
 * Keys that hold credentials, compared without case, `_` or `-`. SDKs put some
 * in bodies we never asked for (Langfuse clients send `clientInitParams` with
 * the secret key), and Lookout must never store them.
 */
const secretKeys = new Set([
  'clientinitparams',
  'secretkey',
  'privatekey',
  'apikey',
  'password',
  'authorization',
  'accesstoken',
  'refreshtoken',
  'clientsecret',
]);

/** Key formats of the SDKs Lookout speaks with (Langfuse `sk-lf-…`, OpenAI and Anthropic `sk-…`). */
const secretValue = /^(?:sk-lf-|pk-lf-|sk-ant-|sk-proj-|sk-)[A-Za-z0-9_-]{16,}$/;

function isSecretKey(key: string): boolean {
  return secretKeys.has(key.toLowerCase().replace(/[_-]/g, ''));
}

/**
 * A copy of a JSON value without credential-looking keys and values, at any depth.
 * Meant for metadata and other side channels, not for a model's input or output.
 * @example stripSecrets({ clientInitParams: { secretKey: 'sk-lf-…' }, env: 'prod' }) // { env: 'prod' }
 */
export function stripSecrets(value: JsonValue): JsonValue | undefined {
  if (typeof value === 'string') return secretValue.test(value) ? undefined : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const kept = stripSecrets(item);
      return kept === undefined ? [] : [kept];
    });
  }
  const entries: [string, JsonValue][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) continue;
    const kept = stripSecrets(item);
    if (kept !== undefined) entries.push([key, kept]);
  }
  return Object.fromEntries(entries);
}

/** `stripSecrets` for an object, keeping the object type. */
export function stripSecretsFromObject(value: JsonObject): JsonObject {
  const stripped = stripSecrets(value);
  return stripped !== null && typeof stripped === 'object' && !Array.isArray(stripped)
    ? stripped
    : {};
}
