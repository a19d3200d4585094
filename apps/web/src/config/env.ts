import { z } from 'zod';

/**
 * The only place that reads build-time settings. Only VITE_* variables reach the browser,
 * so no secret may ever be added here.
 */
const envSchema = z.object({
  VITE_API_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'must be an absolute URL or a path starting with /')
    .default('/api'),
  VITE_SITE_URL: z.url().default('http://127.0.0.1:5173'),
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
