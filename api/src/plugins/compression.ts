/**
 * JSON answers of the API compressed as the client accepts (Brotli, else gzip), from 1 KiB: a contractor's first
 * page of tickets is about 23 KiB of JSON and 3 KiB compressed, a second of a slow phone connection. Brotli at
 * quality 4: a few hundred microseconds for such an answer. Only JSON: files (photos, PDFs) and the live stream
 * (written by hand) go as they are, and request bodies are never inflated (a compressed body is refused as
 * any other unknown encoding).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerJsonCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    customTypes: /^application\/json(?:;|$)/,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
