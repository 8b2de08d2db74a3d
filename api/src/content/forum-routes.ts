import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentImageParams,
  errorResponses,
  ForumCategory,
  ForumEntry,
  ForumEntryParams,
  ForumEntrySummary,
  ForumSummariesParams,
  isEmailAddress,
  messages,
  NewsletterParams,
  NewsletterResponse,
  RESOURCES_ALL_COUNT,
} from '@hw/shared';
import { Type } from 'typebox';
import { badRequest, notFound } from '../plugins/errors.ts';
import { RATE_LIMITED } from '../plugins/rate-limit.ts';
import { illustrationByName } from './illustrations.ts';
import { categoryExists, forumEntry, forumSummaries, listCategories, subscribeToNewsletter } from './queries.ts';
import { CONTENT_CACHE_CONTROL, SvgImage, sendSvg } from './responses.ts';

const tags = ['content'];
/** Public: no sign-in, so no security requirement in the OpenAPI description. */
const publicRoute = { tags, security: [] };
/** The resources section: categories, articles, their images and the newsletter (marketing spec 2.8 and 7). */
export const forumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db, t } = database;

  app.get(
    '/forum/categories',
    {
      schema: {
        ...publicRoute,
        summary: 'List the resources categories',
        operationId: 'listForumCategories',
        description:
          'The thirteen categories of the resources section in the order the site lists them, each with its fixed ' +
          'id and slug (`urlSafeName`, marketing spec 2.8), intro text, banner image and page title and description.',
        response: { 200: Type.Array(ForumCategory), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return listCategories(db, t);
    },
  );

  app.get(
    '/forum/summaries/:count/:forumId',
    {
      schema: {
        ...publicRoute,
        summary: 'List the newest articles',
        operationId: 'listForumSummaries',
        description:
          'The newest `count` articles, newest first: of every category when `forumId` is 0, else of the category ' +
          'with that id (404 for an unknown one). The recent list starts at 3 and Load More adds 3; a category page ' +
          `asks for ${RESOURCES_ALL_COUNT} (all). Each entry carries its category's slug and its title's slug, and ` +
          '`url`, the canonical article address /resources/{categorySlug}/{titleSlug}/{categoryId}/{articleId}.',
        params: ForumSummariesParams,
        response: { 200: Type.Array(ForumEntrySummary), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { count, forumId } = request.params;
      if (forumId !== 0 && !(await categoryExists(db, t, forumId))) {
        throw notFound('There is no resources category with this id.');
      }
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return forumSummaries(db, t, count, forumId);
    },
  );

  app.get(
    '/forum/:id',
    {
      schema: {
        ...publicRoute,
        summary: 'Read an article',
        operationId: 'getForumEntry',
        description:
          'One article with its HTML `content`, its category and the canonical `url`; the article page redirects ' +
          'to `url` when the address it was opened with differs. An unknown id is 404.',
        params: ForumEntryParams,
        response: { 200: ForumEntry, ...errorResponses },
      },
    },
    async (request, reply) => {
      const entry = await forumEntry(db, t, request.params.id);
      if (!entry) throw notFound('There is no article with this id.');
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return entry;
    },
  );

  app.get(
    '/forum/image/:name.svg',
    {
      schema: {
        ...publicRoute,
        summary: 'Get a resources illustration',
        operationId: 'getForumImage',
        description:
          'The illustrations of the resources section, drawn by the server: `category-{slug}` is a category ' +
          "banner (1600 x 400), `{icon}-{articleId}` an article's image (800 x 450). The addresses come from " +
          '`backgroundImg` and `avatar`; any other name is 404. Cacheable for a day.',
        params: ContentImageParams,
        response: { 200: SvgImage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const svg = illustrationByName(request.params.name);
      if (!svg) throw notFound('There is no image with this name.');
      return sendSvg(reply, svg);
    },
  );

  app.post(
    '/forum/subscribe/:email',
    {
      schema: {
        ...publicRoute,
        summary: 'Subscribe to the newsletter',
        operationId: 'subscribeToNewsletter',
        description:
          'Signs the e-mail address in the path up for the newsletter; no body. Subscribing again is no error and ' +
          "changes nothing. An address that is not one is 400 with the form's message ('Email is required.'). " +
          RATE_LIMITED,
        params: NewsletterParams,
        response: { 200: NewsletterResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'newsletter' }),
    },
    async (request) => {
      const { email } = request.params;
      if (!isEmailAddress(email)) throw badRequest(messages.newsletter.fieldError, 'email');
      const address = await database.transaction((tx) => subscribeToNewsletter(tx, t, email));
      return { result: true as const, email: address };
    },
  );
};
