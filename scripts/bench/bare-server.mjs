/**
 * A bare Fastify server that answers one route with the same headers and body as the real API: the
 * benchmarks' baseline. Arguments: the answer file, then optionally the method and path (default
 * GET /api/reference/states). A POST body is parsed (as the real route does) and not read.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const { headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify();
const method = process.argv[3] ?? 'GET';
const path = process.argv[4] ?? '/api/reference/states';
app.route({ method, url: path, handler: (_request, reply) => reply.headers(headers).send(body) });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
