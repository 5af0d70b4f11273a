import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isSimple = (s: JsonSchema) => Object.keys(s).every((k) => k === 'type' || k === 'description');
const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : []).map((t) => (t === 'integer' ? 'number' : t));

/**
 * Shapes zod's JSON schema for fast-json-stringify so that it writes exactly what JSON.stringify
 * would: objects keep keys the schema does not name, nullables are type lists (a bare string type
 * would write null as ""), and `const` and `format` are dropped (fast-json-stringify writes a const
 * whatever the value, and a date format cuts a Date to its day). `required` is dropped too: with it
 * fast-json-stringify writes required keys before optional ones, reordering the answer; keys go
 * out in the schema's order (the handler's), then the unnamed ones.
 */
const forSerialiser = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(forSerialiser);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'const' || key === 'format' || key === '$schema' || key === 'enum' || key === 'required') continue;
    if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, forSerialiser(v)]));
    else out[key] = forSerialiser(value);
  }
  // An integer type would round a fraction; numbers go out as they are.
  if (out.type === 'integer') out.type = 'number';
  // Open objects (z.looseObject: additionalProperties {}) keep every key. A closed one (z.strictObject)
  // names all its keys, and skipping the search for others is what makes the compiled writer fast;
  // under test zod refuses a key it does not name, so nothing is dropped unnoticed.
  if (out.type === 'object' && isEmpty(out.additionalProperties)) out.additionalProperties = true;
  if (out.additionalProperties === false) delete out.additionalProperties;
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    delete out.anyOf;
    // Any branch that takes anything makes the whole take anything: written by JSON.stringify.
    if (anyOf.some(isEmpty)) return out;
    if (anyOf.every(isSimple)) return { ...out, type: [...new Set(anyOf.flatMap(typesOf))] };
    const others = anyOf.filter((s) => !(isSimple(s) && typesOf(s).join() === 'null'));
    const single = others.length === 1 && others.length < anyOf.length ? others[0]! : undefined;
    if (single && typeof single.type === 'string') return { ...out, ...single, type: [single.type, 'null'] };
    return { ...out, anyOf };
  }
  return out;
};

const isEmpty = (s: unknown) => !!s && typeof s === 'object' && Object.keys(s).length === 0;

const toJson = (schema: z.ZodType) =>
  forSerialiser(
    z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'any',
      // A Date leaves as its ISO string, as JSON.stringify writes it.
      override: (ctx) => {
        if (ctx.zodSchema._zod.def.type === 'date') ctx.jsonSchema.type = 'string';
      },
    }),
  );

/**
 * Fastify's reply serialiser for zod reply schemas: compiled once per route and status into
 * fast-json-stringify (Fastify's own serialiser). With `check`, each reply is first parsed by its
 * zod schema and a mismatch fails the request: the test suites run so, and any route whose
 * schema does not describe what it answers fails there instead of being quietly coerced.
 */
export const replySerializerCompiler = (options: { check: boolean }): FastifySerializerCompiler<unknown> => {
  // Shared schemas (the error reply on every route) are compiled once.
  const compiled = new WeakMap<object, (data: unknown) => string>();
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return fastJson(schema as JsonSchema);
    let stringify = compiled.get(schema);
    if (!stringify) compiled.set(schema, (stringify = fastJson(toJson(schema) as JsonSchema)));
    if (!options.check) return stringify;
    const write = stringify;
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new Error(`reply of ${method} ${url} (${httpStatus}) does not match its schema: ${z.prettifyError(result.error)}`);
      return write(data);
    };
  };
};
