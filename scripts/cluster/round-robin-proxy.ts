/**
 * A small load balancer for running several API processes on one machine: each request goes to the next
 * process in turn. A process that refuses the connection (stopped, restarting) is skipped and the request
 * goes to the next one, as a load balancer's health check would arrange; any other failure answers 502.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests each upstream answered, by port. */
  answeredBy: Map<number, number>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const refused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

export async function startRoundRobinProxy(upstreamPorts: readonly number[], port = 0): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const answeredBy = new Map<number, number>(upstreamPorts.map((upstream) => [upstream, 0]));
  let next = 0;

  function forward(request: http.IncomingMessage, body: Buffer, upstream: number): Promise<http.IncomingMessage> {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
    );
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: upstream,
          method: request.method,
          path: request.url,
          headers: { ...headers, 'content-length': String(body.length) },
          agent,
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const server = http.createServer(async (request, response) => {
    // The body is kept until an upstream takes it, so a refused connection can go to the next process.
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const start = next;
    next = (next + 1) % upstreamPorts.length;
    for (let attempt = 0; attempt < upstreamPorts.length; attempt++) {
      const upstream = upstreamPorts[(start + attempt) % upstreamPorts.length] as number;
      try {
        const answer = await forward(request, body, upstream);
        answeredBy.set(upstream, (answeredBy.get(upstream) ?? 0) + 1);
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
        );
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        return;
      } catch (error) {
        if (!refused(error)) break;
      }
    }
    response.writeHead(502, { 'content-type': 'text/plain' }).end('No API process answered.');
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    answeredBy,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
