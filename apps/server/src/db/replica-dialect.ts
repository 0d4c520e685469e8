import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** How long reads stay on the primary after the replica failed, before it is tried again. */
export const replicaRetryMs = 5_000;

/** Where the reader logs that the replica went away and came back. */
export interface ReplicaLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Reads from a streaming replica, falling back to the primary: a query the
 * replica cannot answer because it is down or unreachable runs again on the
 * primary (reads only, so running one twice is harmless), with one log line,
 * and reads stay on the primary for `replicaRetryMs` before the replica is
 * tried again. So a replica that stops costs no request an error. Queries
 * only: a transaction belongs on the primary.
 */
export class ReplicaDialect implements Dialect {
  constructor(
    private readonly replicaPool: pg.Pool,
    private readonly primaryPool: pg.Pool,
    private readonly log: ReplicaLog = console,
    private readonly clock: () => number = Date.now,
  ) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new ReplicaDriver(
      new PostgresDriver({ pool: this.replicaPool }),
      new PostgresDriver({ pool: this.primaryPool }),
      this.log,
      this.clock,
    );
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class ReplicaDriver implements Driver {
  /** Until when reads skip the replica (0: the replica is in use). */
  private downUntil = 0;

  constructor(
    private readonly replica: Driver,
    private readonly primary: Driver,
    private readonly log: ReplicaLog,
    private readonly clock: () => number,
  ) {}

  async init(): Promise<void> {
    await this.replica.init();
    await this.primary.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: (query) => this.execute(query),
      streamQuery: (query, chunkSize) => this.stream(query, chunkSize),
    };
  }

  async beginTransaction(): Promise<void> {
    throw new Error('The replica reader runs single queries; open transactions on the primary.');
  }

  async commitTransaction(): Promise<void> {}

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(): Promise<void> {}

  /** Ends the replica's connections; the primary's pool belongs to the primary's handle. */
  async destroy(): Promise<void> {
    await this.replica.destroy();
  }

  private async execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.replicaInUse()) {
      try {
        return await this.on(this.replica, (connection) => connection.executeQuery<R>(query));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(error);
      }
    }
    return this.on(this.primary, (connection) => connection.executeQuery<R>(query));
  }

  private async *stream<R>(
    query: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (this.replicaInUse()) {
      let started = false;
      try {
        const connection = await this.replica.acquireConnection();
        try {
          for await (const chunk of connection.streamQuery<R>(query, chunkSize)) {
            started = true;
            yield chunk;
          }
          return;
        } finally {
          await this.replica.releaseConnection(connection);
        }
      } catch (error) {
        // Rows already sent cannot be taken back: only a stream that had not begun moves over.
        if (started || !isDatabaseUnavailable(error)) throw error;
        this.markDown(error);
      }
    }
    const connection = await this.primary.acquireConnection();
    try {
      yield* connection.streamQuery<R>(query, chunkSize);
    } finally {
      await this.primary.releaseConnection(connection);
    }
  }

  private async on<T>(
    driver: Driver,
    work: (connection: DatabaseConnection) => Promise<T>,
  ): Promise<T> {
    const connection = await driver.acquireConnection();
    try {
      return await work(connection);
    } finally {
      await driver.releaseConnection(connection);
    }
  }

  private replicaInUse(): boolean {
    if (this.downUntil === 0) return true;
    if (this.clock() < this.downUntil) return false;
    this.downUntil = 0;
    this.log.info('Trying the read replica again.');
    return true;
  }

  private markDown(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.downUntil = this.clock() + replicaRetryMs;
    this.log.warn(
      `The read replica is unavailable (${reason}); reading from the primary for ${replicaRetryMs / 1000} s.`,
    );
  }
}
