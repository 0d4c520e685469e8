/**
 * A heavy dependency of the text analysers (a tagger's lexicon, an n-gram
 * database, a word list), built on first use instead of when the server's
 * modules are imported: every test file imports the whole app, and importing
 * these eagerly cost each one about a second. The server warms them once at
 * start (`warmTextEngines`), so no request pays for the loading.
 */
export interface LazyModule<T> {
  /** Loads it without blocking the caller (a dynamic import); resolves once it is ready. */
  load(): Promise<T>;
  /** The value, loaded synchronously now when nobody loaded it before; analysers stay synchronous. */
  get(): T;
  /** Whether it has been loaded (by either way). */
  isLoaded(): boolean;
}

/**
 * Wraps a dependency that can be loaded both ways: `importAsync` (a dynamic
 * import, for warming up) and `requireSync` (a `require`, for a synchronous
 * caller that comes before the warm-up is over). Whichever finishes first is
 * kept, so the value is built once.
 * @example
 * const matcher = lazyModule({
 *   importAsync: async () => build(await import('obscenity')),
 *   requireSync: () => build(require('obscenity')),
 * });
 * matcher.get().getAllMatches(text);
 */
export function lazyModule<T>(loaders: {
  importAsync: () => Promise<T>;
  requireSync: () => T;
}): LazyModule<T> {
  let value: { current: T } | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (value) return Promise.resolve(value.current);
      loading ??= loaders.importAsync().then(
        (loaded) => {
          value ??= { current: loaded };
          return value.current;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get() {
      value ??= { current: loaders.requireSync() };
      return value.current;
    },
    isLoaded: () => value !== undefined,
  };
}
