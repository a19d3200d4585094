import { controlCharacterMessage, hasControlCharacters } from '@eco/shared';
import type { FastifyRequest } from 'fastify';
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
 * Every key and string in `value` (objects and arrays, any depth) that holds a control character
 * other than tab, line feed and carriage return, by dotted path (`addresses.3`). The shared
 * schemas refuse them field by field with their own labels; this finds the ones no schema
 * looks at (an unknown key, a list entry, a field a module checks itself), so none reaches the
 * database: PostgreSQL cannot store U+0000, and the others only ever hide text.
 */
export function findControlCharacters(value: unknown): ControlCharacterFields {
  const found: ControlCharacterFields = { keys: {}, values: {} };
  const walk = (node: unknown, path: string, depth: number) => {
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
      walk(item, itemPath, depth + 1);
    }
  };
  walk(value, '', 0);
  return found;
}

/**
 * onRequest hook: a route parameter or a query string (name or value) holding a control
 * character is refused with 400 before any route sees it. Parameters are decoded (`%00` is
 * U+0000), and a route that looks one up in the database would otherwise fail with a 500.
 */
export async function refuseControlCharactersInUrl(request: FastifyRequest): Promise<void> {
  const params = findControlCharacters(request.params);
  const paramFields = { ...params.keys, ...params.values };
  if (Object.keys(paramFields).length > 0) {
    throw new ApiError(400, 'invalid_path', Object.values(paramFields).join(' '), paramFields);
  }
  const query = findControlCharacters(request.query);
  const queryFields = { ...query.keys, ...query.values };
  if (Object.keys(queryFields).length > 0) {
    throw new ApiError(400, 'invalid_query', Object.values(queryFields).join(' '), queryFields);
  }
}
