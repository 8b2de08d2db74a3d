/**
 * The brochure co-branded with the signed-in agent, to hand to buyers and sellers: GET /account/agent/flyer,
 * and POST /account/agent/flyer with the agent's photo on it.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  FLYER_PHOTO_MAX_BYTES,
  FLYER_PHOTO_TYPES,
  flyerMessages,
  IMAGE_MAX_PIXELS,
  REAL_ESTATE_USER_TYPES,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { currentUser, httpError, multipartBody, notFound } from '../plugins/index.ts';
import { checkImagePixels, IMAGE_HEAD_BYTES, pngDataFits } from '../uploads/index.ts';
import { renderBrochure } from './brochure.ts';
import { PdfFile } from './responses.ts';

const isTooLarge = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * A JPEG or PNG within the pixel budget, read from its bytes before the PDF renderer decodes it; a PNG's data
 * must also inflate to no more than its header says.
 */
async function checkPhoto(photo: Buffer) {
  const type = await fileTypeFromBuffer(photo);
  if (!type || !(FLYER_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
    throw httpError(415, 'unsupportedMediaType', flyerMessages.photoType, 'photo');
  }
  const pixels = checkImagePixels(photo.subarray(0, IMAGE_HEAD_BYTES));
  if (pixels === 'tooManyPixels') throw httpError(413, 'tooLarge', flyerMessages.photoTooManyPixels, 'photo');
  if (pixels === 'unreadable' || (type.mime === 'image/png' && !(await pngDataFits(photo)))) {
    throw httpError(415, 'unsupportedMediaType', flyerMessages.photoType, 'photo');
  }
}

export const flyerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: FLYER_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const { db, t } = app.database;
  const { brand, publicOrigin } = app.config;
  const agentsOnly = app.requireUserType(...REAL_ESTATE_USER_TYPES);

  async function sendFlyer(userId: string, reply: FastifyReply, photo?: Buffer) {
    const [agent] = await db.select().from(t.users).where(eq(t.users.id, userId)).limit(1);
    if (!agent) throw notFound('No such user.');
    const phone = agent.phones.find((p) => p.isPrimary)?.number ?? agent.phones[0]?.number ?? '';
    const name = `${agent.firstName} ${agent.lastName}`.trim();
    let pdf: Buffer;
    try {
      pdf = await renderBrochure('en-US', brand, publicOrigin, { name, phone, email: agent.email, photo });
    } catch (error) {
      // pdfkit refuses image bytes it cannot read: a damaged photo, whatever its first bytes said.
      if (photo) throw httpError(415, 'unsupportedMediaType', flyerMessages.photoType, 'photo');
      throw error;
    }
    const fileName = `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  app.get(
    '/account/agent/flyer',
    {
      onRequest: agentsOnly,
      schema: {
        tags: ['content'],
        security: [{ bearer: [] }],
        summary: 'Download the agent’s co-branded brochure',
        operationId: 'getAgentFlyer',
        description:
          'The English brochure (as GET /brochure/en-US.pdf) with a band naming the signed-in agent, their primary ' +
          'phone and e-mail as in their profile. Only realEstateAgent, titleCompanyAgent and agentAssistant users; ' +
          'anyone else is 403.',
        response: { 200: PdfFile, ...errorResponses },
      },
    },
    async (request, reply) => sendFlyer(currentUser(request).userId, reply),
  );

  app.post(
    '/account/agent/flyer',
    {
      onRequest: agentsOnly,
      config: {
        documentedBody: multipartBody({
          photo: { file: true, optional: true, description: 'The agent’s photo: a JPEG or PNG.' },
        }),
      },
      schema: {
        tags: ['content'],
        security: [{ bearer: [] }],
        summary: 'Download the agent’s co-branded brochure with their photo',
        operationId: 'postAgentFlyer',
        description:
          'As GET /account/agent/flyer, with the agent’s photo in the band: multipart/form-data with the field ' +
          `\`photo\`, a JPEG or PNG of at most 5 MB and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (the type and ` +
          'size are read from the bytes). Not multipart: 415; another type or an unreadable image: 415 (field ' +
          '`photo`); larger: 413. Without a photo, the flyer as GET answers it. Nothing is stored.',
        response: { 200: PdfFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      if (!request.isMultipart()) throw httpError(415, 'unsupportedMediaType', flyerMessages.notMultipart);
      let photo: Buffer | undefined;
      try {
        const part = await request.file();
        photo = part && part.fieldname === 'photo' ? await part.toBuffer() : undefined;
      } catch (error) {
        if (isTooLarge(error)) throw httpError(413, 'tooLarge', flyerMessages.photoTooLarge, 'photo');
        throw error;
      }
      if (photo && photo.length > 0) {
        await checkPhoto(photo);
        return sendFlyer(caller.userId, reply, photo);
      }
      return sendFlyer(caller.userId, reply);
    },
  );
};
