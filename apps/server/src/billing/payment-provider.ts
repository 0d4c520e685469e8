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

/**
 * What happened: the plan changed now (only ever to the free plan: a paid plan changes when the
 * provider confirms the payment), the user must finish a hosted checkout, or nothing can be
 * bought here (no payment provider configured).
 */
export type UpgradeOutcome =
  | { kind: 'changed' }
  | { kind: 'checkout'; url: string }
  | { kind: 'unavailable' };

/** Takes payments for plan changes and knows the org's invoices. */
export interface PaymentProvider {
  readonly name: string;
  upgrade(request: UpgradeRequest): Promise<UpgradeOutcome>;
  /** The hosted page of the org's latest invoice, if there is one. */
  latestInvoiceUrl(customerId: string | null): Promise<string | null>;
}
