/**
 * Whether server-side requests to URLs that users type (webhooks, identity
 * providers, model base URLs) may reach private network addresses. `refuse`
 * is the cloud edition's default; self-hosted installs call their own
 * network (Keycloak, a webhook receiver) and default to `allow`.
 */
export type OutboundPrivateNetwork = 'allow' | 'refuse';

export const outboundPrivateNetworkValues = ['allow', 'refuse'] as const;
