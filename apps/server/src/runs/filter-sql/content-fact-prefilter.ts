import { runKindsOfList } from '@lookout/domain';
import type { Expression, SqlBool } from 'kysely';
import {
  type ContentFact,
  contentFactCandidates,
  storedFactOrTest,
} from '../../search/content-facts.js';
import type { FilterCompileOptions, RunCondition, RunExpressionBuilder } from './run-condition.js';

/**
 * A filter that tests one content fact (`search/content-facts.ts`): `test`
 * applied to the run's stored fact when it is fresh, else to `measured`, the
 * fact computed from the run (`storedFactOrTest`); behind the runs whose
 * stored fact passes the same test (and the facts indexer's tail), as
 * `searchIndex` says (`SearchIndexUse`): `narrow` both, `candidates` the
 * candidates alone, `test` and `skip` the test alone. The candidates are read within
 * the kinds of run the read's list shows.
 */
export function withContentFactPrefilter(
  eb: RunExpressionBuilder,
  fact: ContentFact,
  measured: Expression<number | null>,
  test: (value: Expression<number | null>) => Expression<SqlBool>,
  { searchIndex, listType }: Pick<FilterCompileOptions, 'searchIndex' | 'listType'>,
): RunCondition {
  const exact = storedFactOrTest(fact, test, test(measured));
  if (searchIndex === 'test' || searchIndex === 'skip') return exact;
  const kinds = listType === null ? null : runKindsOfList[listType];
  const candidates = contentFactCandidates(fact, test, kinds);
  return searchIndex === 'candidates' ? candidates : eb.and([candidates, exact]);
}
