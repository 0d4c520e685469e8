import path from 'node:path';
import { z } from 'zod';

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const envSchema = z.object({
  PORT: portSchema.default(3333),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  LOOKOUT_DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./.lookout'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// or postgresql:// connection URL',
    ),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOOKOUT_WEB_DIR: z.string().trim().min(1, 'must not be empty').optional(),
});

/** Server settings, read once from the environment at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, generated secrets). */
  dataDir: string;
  /** PostgreSQL connection URL; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Serve the built web app from the same port. */
  serveWeb: boolean;
  /** Absolute path of the built web app. */
  webDir: string;
}

/** Thrown when an environment variable is invalid; the message names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDir = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * Validates the environment and returns the server configuration.
 *
 * @example
 * loadConfig({ PORT: '8080' }).port // 8080
 * loadConfig({ PORT: 'abc' }) // throws ConfigError: Invalid environment variable PORT: must be a number (got "abc")
 */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const received = env[name];
      const shown = received === undefined ? '' : ` (got ${JSON.stringify(received)})`;
      return `Invalid environment variable ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.LOOKOUT_DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    serveWeb: values.NODE_ENV === 'production',
    webDir: values.LOOKOUT_WEB_DIR ? path.resolve(values.LOOKOUT_WEB_DIR) : defaultWebDir,
  };
}
