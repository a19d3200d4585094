import { controlCharacterMessage, hasControlCharacters } from '@eco/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Control characters found in a JSON value: in its keys and in its strings, by field path. */
export interface ControlCharacterFields {
  keys: Record<string, string>;
  values: Record<string, string>;
}

const KEY_MESSAGE =
  'This field name contains a control character; remove it (only line breaks and tabs are allowed).';

// Far deeper than any request the API accepts; stops a pathological body from costing more.
const MAX_DEPTH = 32;

/**
 * True when some key or string in `value` (objects and arrays, any depth up to MAX_DEPTH) holds
 * a control character. It allocates nothing, so the common case, a clean request, costs one
 * pass; only a request that has one pays for the paths `findControlCharacters` builds.
 */
function containsControlCharacters(node: unknown, depth: number): boolean {
  if (typeof node === 'string') return hasControlCharacters(node);
  if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) {
    for (const item of node as unknown[]) {
      if (containsControlCharacters(item, depth + 1)) return true;
    }
    return false;
  }
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue;
    if (hasControlCharacters(key)) return true;
    if (containsControlCharacters((node as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

function walk(found: ControlCharacterFields, node: unknown, path: string, depth: number) {
  if (typeof node === 'string') {
    if (hasControlCharacters(node))
      found.values[path || '_'] = controlCharacterMessage(path || 'The body');
    return;
  }
  if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return;
  const entries = Array.isArray(node)
    ? node.map((item, i) => [String(i), item] as const)
    : Object.entries(node);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) found.keys[itemPath] = KEY_MESSAGE;
    walk(found, item, itemPath, depth + 1);
  }
}

/**
 * Every key and string in `value` (objects and arrays, any depth) that holds a control character
 * other than tab, line feed and carriage return, by dotted path (`addresses.3`). The shared
 * schemas refuse them field by field with their own labels; this finds the ones no schema
 * looks at (an unknown key, a list entry, a field a module checks itself), so none reaches the
 * database: PostgreSQL cannot store U+0000, and the others only ever hide text.
 */
export function findControlCharacters(value: unknown): ControlCharacterFields {
  const found: ControlCharacterFields = { keys: {}, values: {} };
  if (containsControlCharacters(value, 0)) walk(found, value, '', 0);
  return found;
}

/**
 * onRequest hook: a route parameter or a query string (name or value) holding a control
 * character is refused with 400 before any route sees it. Parameters are decoded (`%00` is
 * U+0000), and a route that looks one up in the database would otherwise fail with a 500.
 * Callback style, as it runs on every request: no promise when there is nothing to refuse.
 */
export function refuseControlCharactersInUrl(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  done(urlError(request));
}

function urlError(request: FastifyRequest): ApiError | undefined {
  for (const [part, code] of [
    [request.params, 'invalid_path'],
    [request.query, 'invalid_query'],
  ] as const) {
    if (!containsControlCharacters(part, 0)) continue;
    const found = findControlCharacters(part);
    const fields = { ...found.keys, ...found.values };
    return new ApiError(400, code, Object.values(fields).join(' '), { fields });
  }
  return undefined;
}
