/**
 * PGlite answers in promise callbacks alone, so an import awaiting batch after batch would never
 * give the event loop back: no other request would even be read until the last batch. Each batch
 * ends with a turn of the event loop, in which others' requests queue their statements.
 */
export const turnOfOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
