/** The few parts of `oidc-provider` (untyped JavaScript) the tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAdapter {
    upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void>;
    find(id: string): Promise<Record<string, unknown> | undefined>;
    findByUid(uid: string): Promise<Record<string, unknown> | undefined>;
    findByUserCode(code: string): Promise<Record<string, unknown> | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
