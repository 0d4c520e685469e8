/** Where a PostgreSQL URL points: host, port and database, without credentials. */
export interface WarehouseTarget {
  host: string;
  port: number;
  database: string;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

/**
 * The host, port and database a `postgres://` URL names, with libpq's
 * defaults (port 5432, the database named after the user); a `host` query
 * parameter (a socket folder) wins over the URL's host.
 *
 * @example warehouseTarget('postgres://etl@db.example.com/analytics') // { host: 'db.example.com', port: 5432, database: 'analytics' }
 */
export function warehouseTarget(url: string): WarehouseTarget {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host') || parsed.hostname.replace(/^\[|\]$/g, '');
  const database =
    decodeURIComponent(parsed.pathname.replace(/^\//, '')) ||
    decodeURIComponent(parsed.username) ||
    'postgres';
  return { host: host.toLowerCase(), port: Number(parsed.port || 5432), database };
}

/** `host:port/database`, the form the API shows. */
export function describeWarehouseTarget(target: WarehouseTarget): string {
  const host = target.host.includes(':') ? `[${target.host}]` : target.host;
  return `${host}:${target.port}/${target.database}`;
}

/** Whether two targets are the same database: loopback names count as one host. */
export function sameWarehouseTarget(a: WarehouseTarget, b: WarehouseTarget): boolean {
  const hostOf = (host: string) => (loopbackHosts.has(host) ? 'loopback' : host);
  return hostOf(a.host) === hostOf(b.host) && a.port === b.port && a.database === b.database;
}
