import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database.js';

const postgresUrl = process.env.DATABASE_URL?.trim() || undefined;

describe.runIf(postgresUrl)('the PostgreSQL connection pool', () => {
  it('survives PostgreSQL closing its idle connections, and connects again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handle = await openDatabase({ kind: 'postgres', url: postgresUrl ?? '' });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        handle.db,
      );
      const pid = rows[0]?.pid;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      // The pool learns of the closed connection asynchronously; give it a moment.
      for (let attempt = 0; attempt < 50 && warn.mock.calls.length === 0; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('PostgreSQL closed an idle connection'),
      );
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      warn.mockRestore();
    }
  });

  it('opens its sessions with JIT compilation off, so a filtered page is not compiled first', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: postgresUrl ?? '' });
    try {
      const { rows } = await sql<{
        jit: string;
      }>`select current_setting('jit') as jit`.execute(handle.db);
      expect(rows).toEqual([{ jit: 'off' }]);
    } finally {
      await handle.close();
    }
  });
});
