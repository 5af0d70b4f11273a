/**
 * Gives the event loop one turn. PGlite answers in promise callbacks alone, so an import awaiting
 * batch after batch (or checking row after row) would never give it back: no other request would
 * even be read until the end. The import takes this turn after each batch and slice of rows, and
 * others' requests queue their statements in it.
 */
export const turnOfOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
