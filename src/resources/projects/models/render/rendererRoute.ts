/**
 * The way from a model reader to the viewer's renderer (issue 24). The page opens a channel per
 * reading and hands one end to the renderer (which then draws whatever scene comes on it) and the
 * other to the reader, so a model read goes to be drawn without waiting for the page's thread.
 * A small module of its own: the page's code asks for a route without loading the renderer's.
 */
let handTo: ((port: MessagePort) => void) | null = null;

/** The renderer that takes routed scenes from now on (null: none is ready, readers answer the page). */
export const routeScenesTo = (take: ((port: MessagePort) => void) | null): void => {
  handTo = take;
};

/** A port to the renderer for one reading, or undefined when no renderer is ready to take it. */
export const routeToRenderer = (): MessagePort | undefined => {
  if (!handTo) return undefined;
  const channel = new MessageChannel();
  handTo(channel.port2);
  return channel.port1;
};
