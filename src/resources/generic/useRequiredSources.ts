import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../domain/resources/declaration';

const NONE: ReadonlySet<string> = new Set();

/** The fields a schema requires: those it refuses when left out. */
export const requiredSourcesOf = (schema: z.ZodObject): ReadonlySet<string> =>
  new Set(Object.entries(schema.shape).filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success).map(([source]) => source));

/**
 * The fields the declared schema requires, for the form's asterisks: the schema that refuses a
 * missing value also marks it, so the two cannot drift. Empty until the schema's module has loaded
 * (the resolver loads the same one).
 */
export const useRequiredSources = (declaration: ResourceDeclaration): ReadonlySet<string> => {
  const [required, setRequired] = useState(NONE);
  useEffect(() => {
    let live = true;
    void declaration.loadSchema().then((schema) => {
      if (live) setRequired(requiredSourcesOf(schema));
    });
    return () => {
      live = false;
    };
  }, [declaration]);
  return required;
};
