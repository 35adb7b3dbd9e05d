import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import * as v from 'valibot';
import { fieldErrors, HttpError, issuesCode, issuesDetail } from './errors.ts';

/**
 * Route schemas are the `@omnicanal/api` valibot schemas themselves: `schema: { body: SkillInput }`.
 * This type provider lets Fastify infer a handler's `request.body`, `params` and `query` from them
 * (the schema's output, after its transforms), so no handler casts.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

/** The instance a service's plugin registers on, typed by valibot route schemas. */
export type ServiceInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ValibotTypeProvider
>;

/** A service's plugin: its routes, typed by their valibot schemas. */
export type ServicePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, ValibotTypeProvider>;

/** Whether a route schema is a valibot schema (the only kind this server compiles). */
export const isValibot = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';

/**
 * The one validator compiler: parses each part with its valibot schema and hands the handler the
 * parsed output. A bad body or query is a 400 in the server's error shape (catalogue code, detail,
 * field lists, as `http/errors.ts` builds them); a path parameter that does not parse names nothing,
 * so it is a 404 `not_found`.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibot(schema)) throw new Error(`The ${httpPart ?? 'request'} schema is not a valibot schema.`);
  return (data: unknown) => {
    // Fastify hands an absent body as null; the schemas spell "absent" as undefined.
    const result = v.safeParse(schema, data === null ? undefined : data);
    if (result.success) return { value: result.output };
    if (httpPart === 'params')
      return { error: new HttpError(404, 'not_found', 'The resource does not exist.') };
    return {
      error: new HttpError(
        400,
        issuesCode(result.issues),
        issuesDetail(result.issues),
        fieldErrors(result.issues),
      ),
    };
  };
};

/** A path id: 1 to 9 digits, handed to the handler as a number. */
export const PathId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/** Params whose every name is a numeric id (`/categories/:c/subcategories/:s` → `IdParams('c', 's')`). */
export function IdParams<const K extends string>(...names: K[]) {
  return v.object(Object.fromEntries(names.map((name) => [name, PathId])) as Record<K, typeof PathId>);
}
