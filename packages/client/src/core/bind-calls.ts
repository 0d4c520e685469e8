import type { HttpClient } from './http-client.js';

/** A resource function: the client first, then the call's own arguments. */
type ClientCall = (http: HttpClient, ...args: never[]) => unknown;

/** The resource functions of a group with the client already given. */
export type BoundCalls<Calls extends Record<string, ClientCall>> = {
  [Name in keyof Calls]: Calls[Name] extends (http: HttpClient, ...args: infer Args) => infer Result
    ? (...args: Args) => Result
    : never;
};

/**
 * Gives each resource function of a group the same client, so that
 * `listProjects(http)` becomes `projects.list()`.
 * @example const projects = bindCalls(http, { list: listProjects }); await projects.list();
 */
export function bindCalls<Calls extends Record<string, ClientCall>>(
  http: HttpClient,
  calls: Calls,
): BoundCalls<Calls> {
  const bound: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    const untyped = call as (http: HttpClient, ...args: unknown[]) => unknown;
    bound[name] = (...args) => untyped(http, ...args);
  }
  return bound as BoundCalls<Calls>;
}
