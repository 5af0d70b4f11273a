import { z } from 'zod';
import { turkishIssueText } from './turkishIssues';

/** Zod's own messages (for rules the spec gives no text for) in Turkish, on the server and in the forms. */
z.config({ localeError: turkishIssueText });
