/**
 * What a `@lookout/domain` schema accepts before its defaults and transforms
 * apply: the type of a request body the caller writes. Read through the
 * Standard Schema interface, so this package needs no schema library itself.
 * @example type Body = InputOf<typeof createViewBodySchema>; // icon may be left out
 */
export type InputOf<Schema> = Schema extends { '~standard': { types?: infer Types } }
  ? NonNullable<Types> extends { input: infer Input }
    ? Input
    : never
  : never;
