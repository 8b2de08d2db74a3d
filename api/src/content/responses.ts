/** What the content routes share: cache lifetimes and the SVG answer. */
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** Lists and articles change only with a deploy or a seed; a browser may keep them a few minutes. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300';
/** Images are pure functions of their address. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** Images are sent as text with their own content type; this only documents them. */
export const SvgImage = Type.Unsafe<unknown>({
  description: 'An SVG image drawn by the server.',
  content: { 'image/svg+xml': { schema: { type: 'string' } } },
});

/** The brochure's bytes; documented only, sent as they are. */
export const PdfFile = Type.Unsafe<unknown>({
  description: 'A PDF document.',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

export function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('cache-control', IMAGE_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(svg);
}
