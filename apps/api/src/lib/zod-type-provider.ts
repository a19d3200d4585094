import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import type { ApiError } from './errors';
import { parseBody, parseParams, parseQuery } from './validation';

/**
 * Fastify's types for a route whose `schema` holds zod schemas: `request.body`, `.params` and
 * `.query` are what the schema outputs (after defaults and transforms), and a reply is checked
 * against what its response schema accepts. The shared zod schemas of `@eco/shared` stay the one
 * description of a request (the web forms validate with the same ones); no JSON Schema copy exists.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The app as every module's plugin sees it: routes typed from their zod schemas. */
export type ZodFastifyInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface InvalidAnswer {
  /** The error a route answers with when this schema refuses a request part. */
  error: () => ApiError;
}

const invalidAnswers = z.registry<InvalidAnswer>();

/**
 * Gives `schema` a route's own answer for a value it refuses (a 404 for a malformed id, a 400
 * with the route's own code), instead of the request part's usual 400 naming each field.
 */
export function answerInvalidWith<S extends z.ZodType>(schema: S, error: () => ApiError): S {
  invalidAnswers.add(schema, { error });
  return schema;
}

const parsers = {
  body: parseBody,
  querystring: parseQuery,
  params: parseParams,
} as const;

/**
 * Validates a request part with its zod schema. The answers are the ones the handlers gave when
 * they parsed the parts themselves: an ApiError, which Fastify passes to the app's error handler
 * unchanged (it only sets `statusCode` and `code`, which an ApiError already has).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({
  schema,
  httpPart,
  method,
  url,
}) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`${method} ${url}: the ${httpPart} schema is not a zod schema`);
  }
  const parse = httpPart && httpPart in parsers ? parsers[httpPart as keyof typeof parsers] : null;
  if (!parse) throw new Error(`${method} ${url}: ${httpPart} schemas are not supported`);
  const answer = invalidAnswers.get(schema);
  return (data: unknown) => {
    if (answer) {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: answer.error() };
    }
    try {
      return { value: parse(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/**
 * Writes a reply as JSON, as Fastify does for a route without a response schema. A response
 * schema is there for the types (what the handler may return); parsing every answer again would
 * only cost time, and stripping keys would change what a client receives.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) =>
  JSON.stringify(data);

/**
 * A response schema that declares the answer's type without checking it at run time: the reply
 * types are TypeScript interfaces shared with the web app (`@eco/shared`'s `api.ts`).
 */
export const replyOf = <T>() => z.custom<T>();
