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
  NewsletterUnsubscribeQuery,
  NewsletterUnsubscribeResponse,
  RESOURCES_ALL_COUNT,
} from '@hw/shared';
import { LANGUAGE_TAGS, type Locale, m } from '@hw/shared/i18n';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { greeting, languageOfAddress } from '../mail/index.ts';
import { badRequest, notFound, RATE_LIMITED, RATE_LIMITED_PER_CLIENT } from '../plugins/index.ts';
import { illustrationByName } from './illustrations.ts';
import {
  isUnsubscribeToken,
  newsletterHeaders,
  unsubscribeFooter,
  unsubscribeKey,
  unsubscribeLink,
  unsubscribeNewsletter,
} from './newsletter.ts';
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
const UNSUBSCRIBE_INVALID =
  'This unsubscribe link is not valid: it was changed or cut short. Please use the link of the newsletter mail as it is.';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
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
        const locale = await languageOfAddress(tx, t, address);
        const language = { locale };
        const brand = config.brand.name;
        const unsubscribe = unsubscribeLink(config.publicOrigin, unsubscribeKey(app.keyRing.serverSecret), address);
        await mailer.send({
          to: address,
          subject: m.mail_newsletter_confirm_subject({ brand }, language),
          headers: newsletterHeaders(unsubscribe),
          body: {
            locale,
            greeting: greeting(null, locale),
            paragraphs: [m.mail_newsletter_confirm_text({ brand }, language)],
            action: {
              lead: m.mail_newsletter_confirm_lead({}, language),
              label: m.mail_button_confirm_subscription({}, language),
              url: link,
            },
            notes: [m.mail_newsletter_confirm_note({}, language)],
            unsubscribe: unsubscribeFooter(unsubscribe, locale),
          },
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

  // The one-click POST of a mail client may come form-encoded (`List-Unsubscribe=One-Click`); nothing in the
  // body is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const unsubscribeKeyNow = () => unsubscribeKey(app.keyRing.serverSecret);
  const unsubscribed = async ({ email, token }: NewsletterUnsubscribeQuery) => {
    if (!isUnsubscribeToken(unsubscribeKeyNow(), email, token)) return undefined;
    return database.transaction((tx) => unsubscribeNewsletter(tx, t, email));
  };

  app.post(
    '/forum/unsubscribe',
    {
      schema: {
        ...publicRoute,
        summary: 'Unsubscribe from the newsletter',
        operationId: 'unsubscribeFromNewsletter',
        description:
          'The one-click unsubscribe of RFC 8058: the address every newsletter mail names in its List-Unsubscribe ' +
          'header (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), `email` and its signed `token` in the ' +
          'query; a body, if any (`List-Unsubscribe=One-Click`, form-encoded), is not read. The address is no ' +
          'longer subscribed and its confirmation links not used yet stop working; the answer is the same whether ' +
          'or not it was subscribed. A token that was not made for this address is 400 on `token`, and nothing ' +
          'changes.',
        querystring: NewsletterUnsubscribeQuery,
        response: { 200: NewsletterUnsubscribeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const address = await unsubscribed(request.query);
      if (!address) throw badRequest(UNSUBSCRIBE_INVALID, 'token');
      return { result: true as const, email: address };
    },
  );

  // A person opening the footer's link gets a page with one button (a GET never unsubscribes: mail scanners
  // open links), which posts to the page below.
  const page = (title: string, inner: string, locale: Locale) =>
    `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${inner}</main></body></html>`;
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const pageLocale = (email: string) => languageOfAddress(db, t, email);

  // A link cut before its token is refused as the one-click POST refuses it; a wrong token gets the page saying so.
  app.get<{ Querystring: NewsletterUnsubscribeQuery }>(
    '/forum/unsubscribe',
    { schema: { hide: true, querystring: NewsletterUnsubscribeQuery } },
    async (request, reply) => {
      const { email, token } = request.query;
      const locale = await pageLocale(email);
      const language = { locale };
      if (!isUnsubscribeToken(unsubscribeKeyNow(), email, token)) {
        const title = m.mail_unsubscribe_page_invalid_title({}, language);
        return sendPage(
          reply,
          400,
          page(title, `<p>${escapeHtml(m.mail_unsubscribe_page_invalid({}, language))}</p>`, locale),
        );
      }
      const query = new URLSearchParams({ email, token }).toString();
      const title = m.mail_unsubscribe_page_title({ brand: config.brand.name }, language);
      const inner =
        `<p>${escapeHtml(m.mail_unsubscribe_page_text({ email }, language))}</p>` +
        `<form method="post" action="/api/forum/unsubscribe/page?${escapeHtml(query)}">` +
        `<button type="submit">${escapeHtml(m.mail_newsletter_unsubscribe({}, language))}</button></form>`;
      return sendPage(reply, 200, page(title, inner, locale));
    },
  );

  app.post<{ Querystring: NewsletterUnsubscribeQuery }>(
    '/forum/unsubscribe/page',
    { schema: { hide: true, querystring: NewsletterUnsubscribeQuery } },
    async (request, reply) => {
      const { email } = request.query;
      const locale = await pageLocale(email);
      const language = { locale };
      const address = await unsubscribed(request.query);
      if (!address) {
        const title = m.mail_unsubscribe_page_invalid_title({}, language);
        return sendPage(
          reply,
          400,
          page(title, `<p>${escapeHtml(m.mail_unsubscribe_page_invalid({}, language))}</p>`, locale),
        );
      }
      const title = m.mail_unsubscribe_page_done_title({}, language);
      return sendPage(
        reply,
        200,
        page(title, `<p>${escapeHtml(m.mail_unsubscribe_page_done({ email: address }, language))}</p>`, locale),
      );
    },
  );
};
