import { useSearchParams } from 'react-router';
import { UpcomingPage } from '../components/upcoming-page';
import { upcomingLogPages } from './upcoming-pages';

/** /logs?type=…: the empty state of the log type asked for (LLM logs by default). */
export function UpcomingLogPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const page =
    type === 'trace' || type === 'thread' ? upcomingLogPages[type] : upcomingLogPages.llm;
  return <UpcomingPage title={page.title} icon={page.icon} description={page.description} />;
}
