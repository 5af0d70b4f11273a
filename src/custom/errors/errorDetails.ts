import { errors } from '../../i18n/tr/errors';

export interface ErrorDetails {
  message: string;
  stack: string;
  componentStack: string;
}

// The details ride in the URL; these caps keep the request line well under server header limits.
const MAX = { message: 300, stack: 1500, componentStack: 1000 } as const;

/** /error with message, stack and componentStack in the query (URL-encoded). */
export const errorPageUrl = (details: Partial<ErrorDetails>): string => {
  const query = new URLSearchParams();
  for (const key of ['message', 'stack', 'componentStack'] as const) {
    const value = details[key];
    if (value?.trim()) query.set(key, value.slice(0, MAX[key]));
  }
  const search = query.toString();
  return search ? `/error?${search}` : '/error';
};

/** Reads the error page's query, URL-decoded; the message defaults to 'Bir hata oluştu'. */
export const parseErrorQuery = (search: string): ErrorDetails => {
  const query = new URLSearchParams(search);
  return {
    message: query.get('message')?.trim() || errors.error.defaultMessage,
    stack: query.get('stack') ?? '',
    componentStack: query.get('componentStack') ?? '',
  };
};

/** What 'Kopyala' puts on the clipboard: the three parts, labelled. */
export const errorDetailsText = (d: ErrorDetails): string =>
  [`${errors.error.message}: ${d.message}`, `${errors.error.stack}:\n${d.stack || '-'}`, `${errors.error.componentStack}:\n${d.componentStack || '-'}`].join('\n\n');
