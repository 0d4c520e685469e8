import { useSearchParams } from 'react-router';
import { useView } from './views-api';

/** The saved view named by `?view=` on the logs page, with its id (null when none is open). */
export function useOpenView() {
  const [params] = useSearchParams();
  const viewId = params.get('view') || null;
  return { viewId, view: useView(viewId) };
}
