/**
 * A span per database query when tracing is on (api/src/telemetry): named by the statement's first keyword,
 * carrying the SQL text with its placeholders (never the values, which hold people's data). Wraps the
 * drivers' own calls, so every query of drizzle, the migrator and raw SQL is covered on both dialects.
 */
import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';

type DbSystem = 'sqlite' | 'postgresql';

function startQuerySpan(tracer: Tracer, system: DbSystem, sql: string | undefined) {
  const operation = sql?.trimStart().split(/\s/, 1)[0]?.toUpperCase() || 'QUERY';
  return tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': system, 'db.operation.name': operation, 'db.query.text': sql ?? '' },
  });
}

function failed(span: ReturnType<typeof startQuerySpan>, error: unknown) {
  span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.name ?? 'Error' });
}

interface SqliteStatement {
  source: string;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

const RUNS = new Set(['run', 'get', 'all', 'iterate']);

/** better-sqlite3: every prepared statement's run, get, all and iterate is a span. */
export function traceSqliteQueries<C extends SqliteConnection>(connection: C, tracer: Tracer): C {
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((sql: string) => {
    const statement = prepare(sql) as unknown as Record<string, unknown>;
    const traced: object = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (typeof property === 'string' && RUNS.has(property)) {
          return (...args: unknown[]) => {
            const span = startQuerySpan(tracer, 'sqlite', sql);
            try {
              return value.apply(target, args);
            } catch (error) {
              failed(span, error);
              throw error;
            } finally {
              span.end();
            }
          };
        }
        // raw(), pluck(), bind()... answer the statement itself: keep answering the traced one.
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          return result === target ? traced : result;
        };
      },
    });
    return traced;
  }) as C['prepare'];
  return connection;
}

interface PgClient {
  query(...args: unknown[]): unknown;
}
interface PgPool {
  on(event: 'connect', listener: (client: PgClient) => void): unknown;
}

/** node-postgres: every query of every client the pool opens is a span (callback and promise forms). */
export function tracePgQueries(pool: PgPool, tracer: Tracer): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const span = startQuerySpan(tracer, 'postgresql', typeof first === 'string' ? first : first?.text);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (error: unknown, result: unknown) => void;
        args[last] = (error: unknown, result: unknown) => {
          if (error) failed(span, error);
          span.end();
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args) as { then?: PromiseLike<unknown>['then'] } | undefined;
      if (typeof result?.then === 'function') {
        result.then(
          () => span.end(),
          (error: unknown) => {
            failed(span, error);
            span.end();
          },
        );
      } else span.end();
      return result;
    };
  });
}
