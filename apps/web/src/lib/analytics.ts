/** Receives usage events; none is installed unless a deployment configures one. */
export type AnalyticsSink = (event: string, properties?: Record<string, unknown>) => void;

let sink: AnalyticsSink | null = null;

/** Installs (or with null removes) the product-analytics sink. */
export function configureAnalytics(next: AnalyticsSink | null): void {
  sink = next;
}

/**
 * Records a usage event, such as 'Upgrade Modal'. Does nothing without a sink, so self-hosted
 * installs send nothing anywhere.
 *
 * @example trackEvent('Upgrade Modal', { highlight: 'projects' });
 */
export function trackEvent(event: string, properties?: Record<string, unknown>): void {
  try {
    sink?.(event, properties);
  } catch (error) {
    console.warn('Analytics sink failed', error);
  }
}
