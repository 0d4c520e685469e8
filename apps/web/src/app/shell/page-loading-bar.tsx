import { useNavigation } from 'react-router';

/**
 * A thin bar along the top of the window while the next page's code loads (pages load with
 * their route); the current page stays in place meanwhile.
 */
export function PageLoadingBar() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="pointer-events-none fixed top-0 right-0 left-0 z-50 h-0.5 animate-pulse bg-primary"
    />
  );
}
