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
  type TransactionSettings,
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
    return new ReaderConnection(
      (query) => this.execute(query),
      (query, chunkSize) => this.stream(query, chunkSize),
    );
  }

  /**
   * A read transaction (a bounded read sets its `statement_timeout` in one):
   * its statements share one connection, on the replica, or on the primary
   * while the replica is down. A replica lost inside it fails the
   * transaction; it does not move over.
   */
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const reader = connection as ReaderConnection;
    if (this.replicaInUse()) {
      const pinned = await this.replica.acquireConnection().catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(error);
        return undefined;
      });
      if (pinned) {
        try {
          await this.replica.beginTransaction(pinned, settings);
          reader.pin(this.replica, pinned);
          return;
        } catch (error) {
          await this.replica.releaseConnection(pinned);
          if (!isDatabaseUnavailable(error)) throw error;
          this.markDown(error);
        }
      }
    }
    const pinned = await this.primary.acquireConnection();
    try {
      await this.primary.beginTransaction(pinned, settings);
    } catch (error) {
      await this.primary.releaseConnection(pinned);
      throw error;
    }
    reader.pin(this.primary, pinned);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReaderConnection).endTransaction((driver, pinned) =>
      driver.commitTransaction(pinned),
    );
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReaderConnection).endTransaction((driver, pinned) =>
      driver.rollbackTransaction(pinned),
    );
  }

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

/**
 * The reader's connection: each statement goes where the driver sends it
 * (replica, or primary while it is down), except inside a transaction, where
 * every statement goes to the one connection the transaction began on.
 */
class ReaderConnection implements DatabaseConnection {
  private pinned: { driver: Driver; connection: DatabaseConnection } | undefined;

  constructor(
    private readonly execute: DatabaseConnection['executeQuery'],
    private readonly stream: DatabaseConnection['streamQuery'],
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.pinned ? this.pinned.connection.executeQuery<R>(query) : this.execute<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.pinned
      ? this.pinned.connection.streamQuery<R>(query, chunkSize)
      : this.stream<R>(query, chunkSize);
  }

  pin(driver: Driver, connection: DatabaseConnection): void {
    this.pinned = { driver, connection };
  }

  /** Commits or rolls back with `end`, then gives the transaction's connection back. */
  async endTransaction(
    end: (driver: Driver, connection: DatabaseConnection) => Promise<void>,
  ): Promise<void> {
    const pinned = this.pinned;
    if (!pinned) return;
    this.pinned = undefined;
    try {
      await end(pinned.driver, pinned.connection);
    } finally {
      await pinned.driver.releaseConnection(pinned.connection);
    }
  }
}
