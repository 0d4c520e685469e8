import { formatUsd, type Run } from '@lookout/domain';

/**
 * Where an org adds its own model prices. The app has no cost-mappings page yet, so this is the
 * API reference of `POST /v1/cost-mappings` (its "Costs" section).
 */
export const addCostMappingHref = '/v1/docs#/Costs';

/**
 * What a run cost, in full (`$0.000023`, never cut to `$0.0000…`). An LLM call whose model has
 * no price says "no price" and links to adding one, so a missing cost is not mistaken for a
 * free call; other runs without a cost show a dash.
 */
export function RunCost({ run }: { run: Pick<Run, 'cost' | 'type' | 'model'> }) {
  if (run.cost !== null) return formatUsd(run.cost);
  if (run.type !== 'llm' || !run.model) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={addCostMappingHref}
      title={`No price for ${run.model}: add a cost mapping`}
      // The row opens the run on click; the link goes to the price instead.
      onClick={(event) => event.stopPropagation()}
      className="text-muted-foreground underline decoration-dotted underline-offset-2 hover:text-foreground"
    >
      no price
    </a>
  );
}
