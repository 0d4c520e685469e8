import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onSignedOut } from '../lib/sign-out';
import { useApplyTheme } from './use-apply-theme';

/** Wraps every route: applies the theme and goes to /login when the session ends. */
export function RootLayout() {
  useApplyTheme();
  const navigate = useNavigate();
  useEffect(() => onSignedOut(() => navigate('/login', { replace: true })), [navigate]);
  return <Outlet />;
}
