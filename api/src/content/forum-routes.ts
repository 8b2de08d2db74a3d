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
  NewsletterConfirmBody,
  NewsletterConfirmResponse,
  NewsletterParams,
  NewsletterResponse,
  RESOURCES_ALL_COUNT,
} from '@hw/shared';
import { Type } from 'typebox';
import { badRequest, notFound, RATE_LIMITED, RATE_LIMITED_PER_CLIENT } from '../plugins/index.ts';
import { illustrationByName } from './illustrations.ts';
import {
  categoryExists,
  confirmNewsletter,
  forumEntry,
  forumSummaries,
  listCategories,
  newsletterConfirmLink,
  requestNewsletterConfirmation,
} from './queries.ts';
import { CONTENT_CACHE_CONTROL, SvgImage, sendSvg } from './responses.ts';

const tags = ['content'];
/** Public: no sign-in, so no security requirement in the OpenAPI description. */
const publicRoute = { tags, security: [] };
/** The resources section: categories, articles, their images and the newsletter. */
export const forumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailer } = app;
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
          'id and slug (`urlSafeName`, both fixed), intro text, banner image and page title and description.',
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
          'Asks the e-mail address in the path to confirm a newsletter subscription (double opt-in); no body. A ' +
          'mail with a confirmation link (valid 48 hours, once) goes to the address, and the address counts as ' +
          'subscribed only once the link is used (POST /forum/subscribe/confirm). The answer is the same whether ' +
          'or not the address is already subscribed, and says nothing about it. An address that is not one is ' +
          "400 with the form's message ('Email is required.'). " +
          RATE_LIMITED,
        params: NewsletterParams,
        response: { 200: NewsletterResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'newsletter' }),
    },
    async (request) => {
      const { email } = request.params;
      if (!isEmailAddress(email)) throw badRequest(messages.newsletter.fieldError, 'email');
      // The confirmation and its mail commit together; the mail is sent after the commit.
      const address = await database.transaction(async (tx) => {
        const { address, token } = await requestNewsletterConfirmation(tx, t, email);
        const link = newsletterConfirmLink(config.publicOrigin, token);
        await mailer.send({
          to: address,
          subject: `Confirm your ${config.brand.name} newsletter subscription`,
          text:
            `Hello,\n\nSomeone, we hope you, asked for the ${config.brand.name} newsletter at this address. To ` +
            `confirm, open this link:\n\n${link}\n\nThe link works once, for 48 hours. If you did not ask for ` +
            'the newsletter, ignore this e-mail: without confirmation we send you nothing more.\n',
        });
        return address;
      });
      return { result: true as const, email: address };
    },
  );

  app.post(
    '/forum/subscribe/confirm',
    {
      schema: {
        ...publicRoute,
        summary: 'Confirm a newsletter subscription',
        operationId: 'confirmNewsletterSubscription',
        description:
          'The token of the link the subscription mail carried (`token`, from the page the link opens): the ' +
          'address is subscribed and the link is used up. A token that is unknown, already used or older than ' +
          `48 hours is 400 on \`token\` with a message asking to subscribe again. ${RATE_LIMITED_PER_CLIENT}`,
        body: NewsletterConfirmBody,
        response: { 200: NewsletterConfirmResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'newsletterConfirm' }),
    },
    async (request) => {
      const address = await database.transaction((tx) => confirmNewsletter(tx, t, request.body.token));
      if (!address) throw badRequest(messages.newsletter.confirmInvalid, 'token');
      return { result: true as const, email: address };
    },
  );
};
