/**
 * JSON answers of the API from 1 KiB are compressed as the client accepts (Brotli, else gzip): a contractor's first
 * page of tickets is about 23 KiB of JSON and 3 KiB compressed, a second less on a slow phone connection. Brotli at
 * quality 4 takes a few hundred microseconds on such an answer. One synchronous hook, which returns at once for a
 * small answer or a client that accepts no encoding (most API clients but browsers). Only JSON: files and the live
 * event stream (written by hand) go as they are, and a compressed request body is never inflated.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SMALLEST_COMPRESSED = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Clients send a handful of distinct Accept-Encoding headers: each is read once. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map<string, string>() });

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

export const jsonCompressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route's answer as Fastify serialized it, or JSON a route keeps serialized (the reference lists).
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || payload.length < SMALLEST_COMPRESSED)
      return done(null, payload);
    const accepted = request.headers['accept-encoding'];
    if (!accepted || !isJson(reply.getHeader('content-type'))) return done(null, payload);
    const encoding = encodings.negotiate(accepted);
    if (encoding !== 'br' && encoding !== 'gzip') return done(null, payload);
    const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
    reply.header('content-encoding', encoding);
    reply.header('vary', 'accept-encoding');
    reply.header('content-length', body.length);
    done(null, body);
  });
});
