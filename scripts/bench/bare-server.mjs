/** A bare Fastify server that answers GET /api/reference/states with the same headers and body as the real API: the benchmark's baseline. */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const { headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify();
app.get('/api/reference/states', (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
