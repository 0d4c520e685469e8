/** A plan change the org asked for. */
export interface UpgradeRequest {
  orgId: string;
  customerId: string | null;
  customerEmail: string;
  plan: 'free' | 'team' | 'enterprise';
  period: 'monthly' | 'yearly';
  /** The web app's origin, for the return links of a hosted checkout. */
  origin: string;
}

/** What happened: either the plan changed now, or the user must finish a hosted checkout. */
export type UpgradeOutcome = { kind: 'changed' } | { kind: 'checkout'; url: string };

/** Takes payments for plan changes and knows the org's invoices. */
export interface PaymentProvider {
  readonly name: string;
  upgrade(request: UpgradeRequest): Promise<UpgradeOutcome>;
  /** The hosted page of the org's latest invoice, if there is one. */
  latestInvoiceUrl(customerId: string | null): Promise<string | null>;
}
