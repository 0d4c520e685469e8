import { ServerVersion } from '../features/system/components/server-version';
import { ThemeSwitch } from './theme-switch';

/** The first page: which server this is, and the theme switch. */
export function HomePage() {
  return (
    <main className="mx-auto flex min-h-full max-w-3xl flex-col gap-6 p-6">
      <header className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">Lookout</h1>
        <ThemeSwitch />
      </header>
      <p className="text-muted-foreground">Observe, evaluate and improve your LLM applications.</p>
      <p className="flex items-center gap-2 text-sm">
        Server <ServerVersion />
      </p>
    </main>
  );
}
