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
