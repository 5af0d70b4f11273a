import { z } from 'zod';

/** Zod's own messages (for rules the spec gives no text for) in Turkish. */
z.config(z.locales.tr());
