import { Outlet } from 'react-router';
import { LookoutLogo } from '../components/lookout-logo';
import { ThemeSwitch } from '../components/theme-switch';
import { SocialProofBanner } from '../features/auth/components/social-proof-banner';
import { ServerVersion } from '../features/system/components/server-version';

/** The frame of the sign-in screens: logo and theme switch, the form, social proof, version. */
export function AuthLayout() {
  return (
    <div className="flex min-h-full flex-col bg-muted/40">
      <header className="flex items-center justify-between px-6 py-4">
        <LookoutLogo />
        <ThemeSwitch />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-4">
        <div className="w-full max-w-md has-[[data-wide]]:max-w-2xl">
          <Outlet />
        </div>
        <SocialProofBanner />
      </main>
      <footer className="flex items-center justify-center gap-2 px-6 py-4 text-xs text-muted-foreground">
        Lookout server <ServerVersion />
      </footer>
    </div>
  );
}
