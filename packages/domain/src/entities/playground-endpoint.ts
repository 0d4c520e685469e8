import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { jsonValueSchema } from './json-value.js';

/** How Lookout authenticates to a user's endpoint. */
export const playgroundEndpointAuthTypes = ['bearer', 'api_key', 'basic'] as const;

/** `Authorization: Bearer {token}`, a custom header with a key, or HTTP Basic. */
export const playgroundEndpointAuthSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bearer'), token: z.string().min(1, 'Token is required') }),
    z.object({
      type: z.literal('api_key'),
      header: z.string().trim().min(1, 'Header name is required'),
      key: z.string().min(1, 'Key is required'),
    }),
    z.object({
      type: z.literal('basic'),
      username: z.string().min(1, 'Username is required'),
      password: z.string(),
    }),
  ],
  { error: 'Auth type must be one of bearer, api_key or basic' },
);
export type PlaygroundEndpointAuth = z.infer<typeof playgroundEndpointAuthSchema>;

/** What the user fills in to add an endpoint. */
export const playgroundEndpointFieldsSchema = z.object({
  name: displayNameSchema,
  url: z.url({ protocol: /^https?$/, error: 'URL must be a valid http(s) URL' }),
  auth: playgroundEndpointAuthSchema.nullable().default(null),
  headers: z.record(z.string(), z.string()).default({}),
  /** The JSON body sent on each run, before the prompt variables are merged in. */
  defaultPayload: z.record(z.string(), jsonValueSchema).default({}),
});

/** A custom HTTP endpoint the playground can call with a prompt. */
export const playgroundEndpointSchema = playgroundEndpointFieldsSchema.extend({
  id: z.uuid({ error: 'Endpoint id must be a UUID' }),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type PlaygroundEndpoint = z.infer<typeof playgroundEndpointSchema>;
