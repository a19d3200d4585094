// zod/mini keeps this check out of the way of the first page load: the full zod API is only
// loaded by the forms that need it.
import * as z from 'zod/mini';

/**
 * The only place that reads build-time settings. Only VITE_* variables reach the browser,
 * so no secret may ever be added here.
 */
const envSchema = z.object({
  VITE_API_URL: z._default(
    z
      .string()
      .check(z.regex(/^(\/|https?:\/\/)/, 'must be an absolute URL or a path starting with /')),
    '/api',
  ),
  VITE_SITE_URL: z._default(z.url(), 'http://127.0.0.1:5173'),
});

export type Env = z.infer<typeof envSchema>;

/** Validates raw settings, throwing an error that names every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const names = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid build settings: ${names.join('; ')}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
