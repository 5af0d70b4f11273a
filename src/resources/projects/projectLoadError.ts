import { fill } from '../../i18n/fill';
import { projects } from '../../i18n/tr/projects';
import { HttpError, TimeoutError } from '../../providers/httpClient';

const t = projects.loadErrors;

/** The project screens' load error by what went wrong (001 section 8, Projects). */
export const projectLoadError = (err: unknown): string => {
  if (err instanceof TimeoutError) return t.timeout;
  if (err instanceof HttpError) {
    if (err.status === 404) return t.notFound;
    if (err.status === 401) return t.unauthorized;
    if (err.status === 403) return t.forbidden;
    if (err.status === 500) return t.server;
    if (err.status >= 400 && err.status < 500) return fill(t.request, { code: err.status, message: err.body.message ?? err.message });
    return t.contactAdmin;
  }
  return t.network;
};
