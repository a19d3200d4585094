// The indexer's read API (apps/indexer, INDEXER_URL): the chain's history, summed per view, in one
// request per view. The API reads history from it instead of scanning logs over RPC, which grew
// with every block since the deployment.
import { z } from 'zod';

/**
 * The indexer did not answer in time, answered 5xx, or does not read the chain yet (404
 * `unknown_chain` until its first block range is in): the history is catching up, not wrong.
 */
export class IndexerUnavailableError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'IndexerUnavailableError';
  }
}

/** Long enough for a loaded indexer, short enough that a page is not held up by a dead one. */
export const INDEXER_TIMEOUT_MS = 5_000;

export interface IndexerClient {
  /**
   * GETs `{INDEXER_URL}{path}` as JSON: one request, no retry (the page is simply asked again).
   * The answer is checked against `schema` rather than trusted: an indexer of another version
   * must give a clear error.
   */
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
}

/** The last block the indexer had read, as its answers give it. */
export const indexedSchema = z.object({
  number: z.number().int().nonnegative(),
  timestamp: z.number().int().nonnegative(),
});

/**
 * `true` when `Schema` accepts the indexer's wire type `Wire`: a module's `[true]` of these makes
 * a change of the indexer's answers show at compile time.
 */
export type Accepts<Schema extends z.ZodType, Wire> = Wire extends z.input<Schema> ? true : never;

export function createIndexerClient(
  baseUrl: string,
  { timeoutMs = INDEXER_TIMEOUT_MS }: { timeoutMs?: number } = {},
): IndexerClient {
  return {
    async get(path, schema) {
      const url = `${baseUrl}${path}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new IndexerUnavailableError(`GET ${path}: no answer from the indexer`, 0, {
          cause: error,
        });
      }
      // The body is read under the same timeout: a stalled body is an indexer that is not there.
      const body: unknown = await response.json().catch((error: unknown) => {
        throw new IndexerUnavailableError(
          `GET ${path}: the indexer's answer (${response.status}) is not JSON`,
          response.status,
          { cause: error },
        );
      });
      if (response.status >= 500 || isUnknownChain(response.status, body)) {
        throw new IndexerUnavailableError(
          `GET ${path}: the indexer answered ${response.status}`,
          response.status,
        );
      }
      if (!response.ok) {
        // A 4xx other than the above is a request this API should not have sent: a bug.
        throw new Error(`GET ${path}: the indexer answered ${response.status}`, {
          cause: body,
        });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new Error(`GET ${path}: unexpected answer from the indexer`, {
          cause: parsed.error,
        });
      }
      return parsed.data;
    },
  };
}

/** The indexer's 404 for a chain whose first block range it has not read yet. */
function isUnknownChain(status: number, body: unknown): boolean {
  return (
    status === 404 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { error?: unknown }).error === 'unknown_chain'
  );
}
