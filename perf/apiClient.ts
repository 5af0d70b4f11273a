import { Agent, request } from 'node:http';

/**
 * The bench's client for timed API calls: node:http over one kept-alive connection, as a
 * browser keeps one. The bench server runs in this very process, so whatever the client spends
 * is spent on the server's event loop and counted in the API time; undici's fetch costs about
 * 0.15–0.2 ms more per call than this, which is the client's cost, not the server's.
 */
export const apiClient = (baseUrl: string, token: string) => {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${token}` };
  /** The answer's body; a status other than 2xx throws with the start of the body. */
  const get = (path: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const req = request({ agent, host: hostname, port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(body);
          else reject(new Error(`${path} answered ${status}: ${body.toString('utf8', 0, 200)}`));
        });
      });
      req.on('error', reject);
      req.end();
    });
  return {
    get,
    json: async <T>(path: string): Promise<T> => JSON.parse((await get(path)).toString('utf8')) as T,
    close: () => agent.destroy(),
  };
};
