import { z } from 'zod';

/** A link token in the path; a malformed one is answered like an unknown one, with `message`. */
export const tokenParam = (message: string) => z.object({ token: z.string({ error: message }).min(1, message).max(256, message) });
