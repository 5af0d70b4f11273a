import type { FastifyRequest } from 'fastify';
import type { AnySelect } from '../db/resourceStore';
import { requireUser } from '../plugins/auth';
import type { ResourceBehaviour } from '../resourceRules/behaviour';

/** The rows a request's user may reach under the resource's row scope; undefined when the resource has none. */
export const requestRowScope =
  (behaviour: ResourceBehaviour | undefined) =>
  (req: FastifyRequest): ((query: AnySelect) => AnySelect) | undefined => {
    const rowScope = behaviour?.rowScope;
    if (!rowScope) return undefined;
    const user = requireUser(req);
    return (query: AnySelect) => rowScope(query, user);
  };
