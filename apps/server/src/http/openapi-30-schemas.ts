/**
 * Makes the schemas of a generated OpenAPI 3.0 document valid 3.0. The generator writes a
 * nullable value whose type it cannot name (`z.null()` in a union, `z.unknown()`, JSON values)
 * as `{ nullable: true }`, which 3.0 does not allow without a `type`:
 * - as one of `anyOf`/`oneOf`, it stands for null: `{ type: 'string', nullable: true, enum: [null] }`
 *   is the 3.0 way to say "only null";
 * - anywhere else it stands for any value: `{}`.
 *
 * @example nullableFor30({ anyOf: [{ type: 'string' }, { nullable: true }] })
 * // { anyOf: [{ type: 'string' }, { type: 'string', nullable: true, enum: [null] }] }
 */
export function nullableFor30<T>(node: T): T {
  return rewrite(node, false) as T;
}

/** A 3.0 schema that only null matches. */
const onlyNull = () => ({ type: 'string', nullable: true, enum: [null] });

function isBareNullable(node: unknown): boolean {
  return (
    typeof node === 'object' &&
    node !== null &&
    !Array.isArray(node) &&
    Object.keys(node).length === 1 &&
    (node as { nullable?: unknown }).nullable === true
  );
}

function rewrite(node: unknown, inAlternatives: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, inAlternatives));
  if (typeof node !== 'object' || node === null) return node;
  if (isBareNullable(node)) return inAlternatives ? onlyNull() : {};
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      rewrite(value, (key === 'anyOf' || key === 'oneOf') && Array.isArray(value)),
    ]),
  );
}
