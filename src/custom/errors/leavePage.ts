/** A full page load (the crashed React tree is not trusted to route); a seam for tests. */
export const leavePage = (url: string): void => window.location.assign(url);
