import type { OpenAPIHono } from '@hono/zod-openapi';

/** The registry of the app's OpenAPI document, where plain routes are documented by hand. */
export type OpenAPIRegistry = OpenAPIHono['openAPIRegistry'];

/** Security requirements of one operation: any one of them lets the call in (`{}`: none needed). */
export type SecurityRequirements = Record<string, string[]>[];

/** OpenAPI security scheme names, as operations reference them (`security: [{ [bearer]: [] }]`). */
export const securitySchemes = {
  /** `Authorization: Bearer <session token, API key or project key>`. */
  bearer: 'bearer',
  /** Langfuse's `Authorization: Basic base64(publicKey:secretKey)`. */
  langfuseBasic: 'langfuseBasic',
} as const;

/** A bearer token: a session token, the org key or a project key (`authenticate` tells them apart). */
export const bearerAuth: SecurityRequirements = [{ [securitySchemes.bearer]: [] }];

/** Langfuse routes: Basic with the project's key pair, or the project key as bearer. */
export const langfuseAuth: SecurityRequirements = [
  { [securitySchemes.langfuseBasic]: [] },
  { [securitySchemes.bearer]: [] },
];

/**
 * The security of an operation that declares none: Langfuse's for its public
 * API paths, a bearer token where the `authenticate` middleware guards the
 * route, and explicitly none (`[]`) for the routes anyone may call.
 */
export function operationSecurity(path: string, authenticated: boolean): SecurityRequirements {
  if (path.startsWith('/api/public/')) return langfuseAuth;
  return authenticated ? bearerAuth : [];
}

/** Declares the security schemes of the OpenAPI document once, for the operations to name. */
export function registerSecuritySchemes(registry: OpenAPIRegistry): void {
  registry.registerComponent('securitySchemes', securitySchemes.bearer, {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token or an API key; the SDK ingestion routes take the project key (public or private).',
  });
  registry.registerComponent('securitySchemes', securitySchemes.langfuseBasic, {
    type: 'http',
    scheme: 'basic',
    description: "Langfuse SDKs: the project's public key as user and its private key as password.",
  });
}
