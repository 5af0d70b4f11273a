/** Where the shop floor's screens live; the signed-in app is mounted under /admin. */
export const shopPaths = {
  benchChooser: '/admin/shop/bench',
  bench: (benchId: number | string) => `/admin/shop/bench/${encodeURIComponent(String(benchId))}`,
  traveller: (jobId: number | string) => `/admin/shop/jobs/${encodeURIComponent(String(jobId))}/traveller`,
  board: '/admin/shop/board',
};

/**
 * What an operation's QR code on the traveller opens: that job's operation on its bench's
 * operator screen (a phone not signed in signs in first and comes back here).
 */
export const operationUrl = (origin: string, benchId: number | string, jobId: number | string, operationId: number | string): string =>
  `${origin}${shopPaths.bench(benchId)}?job=${encodeURIComponent(String(jobId))}&op=${encodeURIComponent(String(operationId))}`;
