import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pgUtils from 'pg/lib/utils.js';

/**
 * A Kysely dialect over PGlite. `kysely-pglite` does not work with kysely 0.29, and PGlite is one
 * backend with one session: a transaction opened by one caller would swallow every statement another
 * caller sends meanwhile. So the driver hands out its single connection under a lock, exactly like a
 * pool of size one, and transactions are plain BEGIN/COMMIT on that connection.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  readonly #preparedMax: number;
  /** `preparedMax`: how many statements the connection keeps prepared (PREPARED_MAX). */
  constructor(pglite: PGlite, { preparedMax = PREPARED_MAX }: { preparedMax?: number } = {}) {
    this.#pglite = pglite;
    this.#preparedMax = preparedMax;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#preparedMax);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  /** Tail of the queue of callers waiting for the connection. */
  #tail: Promise<void> = Promise.resolve();
  readonly #releases = new Map<DatabaseConnection, () => void>();

  constructor(pglite: PGlite, preparedMax: number) {
    this.#connection = new PGliteConnection(pglite, preparedMax);
  }

  async init(): Promise<void> {
    await this.#connection.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const mode = settings.accessMode ? ` ${settings.accessMode}` : '';
    (connection as PGliteConnection).begin(`begin${isolation}${mode}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('rollback');
  }

  async destroy(): Promise<void> {
    // Wait for the last holder so closing never cuts a transaction in half.
    await this.#tail;
    if (!this.#connection.pglite.closed) await this.#connection.pglite.close();
  }
}

/** Joins protocol messages into the one buffer PGlite is handed. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** How many statements a connection keeps prepared; the least recently used is closed past it. */
const PREPARED_MAX = 500;

/**
 * Statements that change the schema, after any leading comments: they change what a prepared
 * statement's plan rests on (`select *` after a new column, say).
 */
const DDL =
  /^\s*(?:--[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*(?:create|alter|drop|do|comment|truncate|grant|revoke)\b/i;

/**
 * Statements run unnamed, planned with their values each time. DDL runs once (migrations). An
 * ON CONFLICT may name a partial index by its predicate (`where status = 'running'`): after five
 * runs PostgreSQL also plans a prepared statement without its values, where `status = $1` matches
 * no index and the statement fails ("no unique or exclusion constraint matching"). Other
 * statements' plans without values differ in speed only, and PostgreSQL keeps planning with the
 * values when that is cheaper.
 */
const ONE_SHOT = /\bon\s+conflict\b/i;

/**
 * The statements a connection keeps prepared, by their text: Kysely compiles a query shape to the
 * same text each time, so a statement is parsed and planned once and then only bound and run (the
 * message path's five statements spent about a third of their time in parse and plan). Least
 * recently used first; a statement is remembered only once it has run, so one whose parse failed
 * is parsed again next time under a new name.
 */
class PreparedStatements {
  readonly #names = new Map<string, string>();
  #counter = 0;
  /** Statements to close with the next exchange (evicted, or prepared by one that failed). */
  #closing: string[] = [];
  readonly #max: number;

  constructor(max = PREPARED_MAX) {
    this.#max = max;
  }

  /** The statement's name, and whether this exchange must parse it first. */
  name(text: string): { name: string; parse: boolean } {
    const known = this.#names.get(text);
    if (known !== undefined) {
      // Most recently used last: a Map iterates in insertion order.
      this.#names.delete(text);
      this.#names.set(text, known);
      return { name: known, parse: false };
    }
    this.#counter += 1;
    return { name: `oc${this.#counter}`, parse: true };
  }

  /** The exchange that parsed `name` succeeded: keep it, closing the least recently used past the bound. */
  prepared(text: string, name: string): void {
    this.#names.set(text, name);
    if (this.#names.size <= this.#max) return;
    const [oldest, oldestName] = this.#names.entries().next().value as [string, string];
    this.#names.delete(oldest);
    this.#closing.push(oldestName);
  }

  /** The exchange that parsed `name` failed, perhaps after the parse: close it with the next one. */
  failed(name: string): void {
    this.#closing.push(name);
  }

  /** A schema change: every statement is parsed again. */
  forgetAll(): void {
    this.#closing.push(...this.#names.values());
    this.#names.clear();
  }

  /** The statements to close now (each once). */
  takeClosing(): string[] {
    const names = this.#closing;
    this.#closing = [];
    return names;
  }
}

/**
 * A statement with its parameters as one extended-protocol exchange (close what is evicted, parse
 * when not yet prepared, bind, describe, execute, sync in one call into PGlite). `PGlite.query`
 * makes six calls, one per message, the first two only to learn the parameter types so it can
 * serialise the values: here the values go as text and PostgreSQL infers their types, as it does
 * for `pg` against PostgreSQL, and with the same serialisation (`pg`'s own), so both backends see
 * the same parameters.
 */
function exchange(
  compiled: CompiledQuery,
  statement: { name: string; parse: boolean },
  closing: string[],
  begin: string | null,
) {
  const { serialize } = protocol;
  const values = compiled.parameters.map((value) => pgUtils.prepareValue(value) as string | Buffer | null);
  return concat([
    ...(begin ? [serialize.query(begin)] : []),
    ...closing.map((name) => serialize.close({ type: 'S', name })),
    ...(statement.parse ? [serialize.parse({ name: statement.name, text: compiled.sql })] : []),
    serialize.bind({ statement: statement.name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
}

/** As PGlite.query does: the failing statement travels with the error. */
function withQuery(err: unknown, sql: string): unknown {
  if (err instanceof Error) Object.assign(err, { query: sql });
  return err;
}

class PGliteConnection implements DatabaseConnection {
  readonly pglite: PGlite;
  readonly #statements: PreparedStatements;
  /** A BEGIN to send with the next statement. */
  #begin: string | null = null;
  constructor(pglite: PGlite, preparedMax: number) {
    this.pglite = pglite;
    this.#statements = new PreparedStatements(preparedMax);
  }

  /**
   * The BEGIN of a transaction, sent with its first statement: one call into PGlite fewer per
   * transaction. A transaction that ends before any statement sends neither.
   */
  begin(sql: string): void {
    this.#begin = sql;
  }

  /** COMMIT or ROLLBACK. */
  async end(sql: 'commit' | 'rollback'): Promise<void> {
    if (this.#begin !== null) {
      this.#begin = null;
      return;
    }
    await this.run(sql);
  }

  /**
   * A statement without parameters as one simple-protocol exchange: `PGlite.query` would make six
   * calls into PGlite for it.
   */
  async run(sql: string): Promise<void> {
    const { serialize } = protocol;
    try {
      await this.pglite.execProtocolStream(concat([serialize.query(sql), serialize.sync()]));
    } catch (err) {
      throw withQuery(err, sql);
    }
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const ddl = DDL.test(compiled.sql);
    if (ddl) this.#statements.forgetAll();
    const statement =
      ddl || ONE_SHOT.test(compiled.sql) ? { name: '', parse: true } : this.#statements.name(compiled.sql);
    // A named statement parsed by this exchange: kept once it has run, closed if it failed.
    const fresh = statement.parse && statement.name !== '';
    const begin = this.#begin;
    this.#begin = null;
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      messages = await this.pglite.execProtocolStream(
        exchange(compiled, statement, this.#statements.takeClosing(), begin),
        { syncToFs: false },
      );
    } catch (err) {
      if (fresh) this.#statements.failed(statement.name);
      throw withQuery(err, compiled.sql);
    }
    if (fresh) this.#statements.prepared(compiled.sql, statement.name);
    // The statement's result is the last: a BEGIN sent with it answers first.
    const result = parse.parseResults(messages, this.pglite.parsers).at(-1);
    if (!result) return { rows: [] };
    const rows = result.rows as R[];
    const changes = /^(insert|update|delete|merge)/i.test(result.command ?? '');
    return changes && result.affectedRows !== undefined
      ? { rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by this dialect.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming queries are not supported');
  }
}
