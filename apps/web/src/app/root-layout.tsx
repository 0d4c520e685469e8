import { Outlet } from 'react-router';
import { useApplyTheme } from './use-apply-theme';

/** Wraps every route: applies the theme. */
export function RootLayout() {
  useApplyTheme();
  return <Outlet />;
}
