import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app.js';
import { loadConfig, type ServerConfig } from '../config/env.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv, ServerContext } from '../http/app-env.js';
import { createMailer } from '../mail/mailer.js';
import { createServerContext } from '../server-context.js';

/** An app over a test database, with helpers to call it like a client would. */
export interface TestApp {
  app: OpenAPIHono<AppEnv>;
  context: ServerContext;
  /** Sends a request; `body` is sent as JSON, `token` as the bearer. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The links of the mails sent to `to`, newest first. */
  mailLinks(to: string): Promise<string[]>;
}

/** The request `TestApp.call` sends: `body` as JSON, `token` as the bearer. */
export function callInit(
  method: string,
  options: Parameters<TestApp['call']>[2] = {},
): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return { method, headers, ...(body !== undefined ? { body } : {}) };
}

/** The signing secret of the payment webhook in tests: `confirmPayment` signs with it. */
export const testWebhookSecret = 'whsec_lookout_tests';

/** Builds the app for `database` with test settings (overridable), serving `webDir` when given. */
export async function createTestApp(
  database: DatabaseHandle,
  overrides: Partial<ServerConfig> = {},
  webDir?: string,
): Promise<TestApp> {
  // As behind one reverse proxy: tests name the client with an X-Forwarded-For header.
  const config = {
    ...loadConfig({
      LOOKOUT_APP_URL: 'http://lookout.test',
      LOOKOUT_TRUSTED_PROXIES: '1',
      STRIPE_WEBHOOK_SECRET: testWebhookSecret,
      // Fake providers, identity providers and webhook receivers listen on 127.0.0.1; tests of
      // the cloud edition's refusal pass `outboundPrivateNetwork: 'refuse'`.
      LOOKOUT_OUTBOUND_PRIVATE_NETWORK: 'allow',
    }),
    ...overrides,
  };
  const context = await createServerContext(config, database);
  // Mails land in the outbox table, where tests read their links; keep the log quiet.
  context.mailer = createMailer({ db: database.db, from: config.mailFrom, log: false });
  const app = createApp({ context, ...(webDir ? { webDir } : {}) });
  return {
    app,
    context,
    call(method, path, options = {}) {
      return Promise.resolve(app.request(path, callInit(method, options)));
    },
    async mailLinks(to) {
      const mails = await database.db
        .selectFrom('outbox_email')
        .select('text_body')
        .where('to_address', '=', to)
        .orderBy('created_at', 'desc')
        .execute();
      return mails.flatMap((mail) => mail.text_body.match(/https?:\/\/\S+/g) ?? []);
    },
  };
}

/** The `token` query parameter of a link from a mail. */
export function tokenFromLink(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No token in link ${link}`);
  return token;
}

/** The JSON body of a response, typed by the caller (tests only: the API's contracts are checked elsewhere). */
export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}
