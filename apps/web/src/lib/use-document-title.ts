import { useEffect } from 'react';

/** Names the browser tab after the page: 'Settings · Lookout'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · Lookout`;
    return () => {
      document.title = 'Lookout';
    };
  }, [title]);
}
