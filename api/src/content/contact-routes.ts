import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrochureFileParams,
  ContactEmailBody,
  ContactEmailForm,
  ContactEmailResponse,
  contactFormErrors,
  errorResponses,
  VideoSupportSignupBody,
  VideoSupportSignupForm,
  VideoSupportSignupResponse,
  videoSupportSignupErrors,
} from '@hw/shared';
import { framedBySiteHeaders, RATE_LIMITED, refuseProblems } from '../plugins/index.ts';
import { brochureCache } from './brochure.ts';
import { storeContactMessage, storeVideoSupportSignup } from './queries.ts';
import { PdfFile } from './responses.ts';

const tags = ['content'];
/** Public: no sign-in, so no security requirement in the OpenAPI description. */
const publicRoute = { tags, security: [] };

/** Free text on one line, for a mail subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const problemsOf = (errors: Record<string, string | undefined>) =>
  Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));

/** The contact form, the video-support sign-up and the brochure files. */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailer } = app;
  const { t } = database;
  const { brand } = config;
  const brochure = brochureCache(brand, config.publicOrigin);

  app.post(
    '/contact/email',
    {
      config: { documentedBody: ContactEmailForm },
      schema: {
        ...publicRoute,
        summary: 'Send a message to customer care',
        operationId: 'sendContactEmail',
        description:
          'The contact page’s form: `name`, `phone`, `email` and `message`. The message is kept and mailed to the ' +
          'customer-care address in one transaction. A missing message or a missing or malformed e-mail address ' +
          'is 400 naming each bad field; name and phone are optional. ' +
          RATE_LIMITED,
        body: ContactEmailBody,
        response: { 200: ContactEmailResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'contact' }),
    },
    async (request) => {
      const body = request.body;
      refuseProblems(problemsOf(contactFormErrors(body)));
      const message = {
        name: (body.name ?? '').trim(),
        phone: (body.phone ?? '').trim(),
        email: (body.email ?? '').trim(),
        message: (body.message ?? '').trim(),
      };
      await database.transaction(async (tx) => {
        await storeContactMessage(tx, t, message);
        await mailer.send({
          to: brand.customerCareEmail,
          subject: `Website contact from ${oneLine(message.name) || message.email}`,
          text:
            `A visitor wrote through the contact page.\n\n` +
            `Name: ${message.name || '(not given)'}\nPhone: ${message.phone || '(not given)'}\n` +
            `E-mail: ${message.email}\n\n${message.message}\n`,
        });
      });
      return { result: true as const };
    },
  );

  app.post(
    '/contact/streemsignup',
    {
      config: { documentedBody: VideoSupportSignupForm },
      schema: {
        ...publicRoute,
        summary: 'Sign a contractor up for video support',
        operationId: 'signUpForVideoSupport',
        description:
          'The video-support sign-up: `FirstName`, `LastName`, `Email`, `Company` and `Phone` ' +
          "are required, each refused with '{Field} is required.' (the phone: 'PhoneNumber is required'); the " +
          'e-mail must be an address and the phone exactly 12 characters (###-###-####). The sign-up is kept and ' +
          'mailed to the contractor team, who follow up within a couple of business days; the answer is ' +
          '`hasSent: true`. ' +
          RATE_LIMITED,
        body: VideoSupportSignupBody,
        response: { 200: VideoSupportSignupResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'videoSupportSignup' }),
    },
    async (request) => {
      const body = request.body;
      refuseProblems(problemsOf(videoSupportSignupErrors(body)));
      const signup = {
        firstName: (body.FirstName ?? '').trim(),
        lastName: (body.LastName ?? '').trim(),
        email: (body.Email ?? '').trim(),
        company: (body.Company ?? '').trim(),
        phone: (body.Phone ?? '').trim(),
      };
      await database.transaction(async (tx) => {
        await storeVideoSupportSignup(tx, t, signup);
        await mailer.send({
          to: brand.contractorApplicationsEmail,
          subject: `Video support sign-up: ${oneLine(signup.company)}`,
          text:
            'A contractor asked for video support for their team. Please reach out within a couple of business days ' +
            `to complete the signup.\n\nName: ${signup.firstName} ${signup.lastName}\nCompany: ${signup.company}\n` +
            `E-mail: ${signup.email}\nPhone: ${signup.phone}\n`,
        });
      });
      return { hasSent: true };
    },
  );

  app.get(
    '/brochure/:culture.pdf',
    {
      schema: {
        ...publicRoute,
        summary: 'Download the brochure',
        operationId: 'getBrochure',
        description:
          'The brochure PDF in English (`en-US`) or Spanish (`es-MX`): the plans, what is covered, how claims work ' +
          'and how to reach us. POST /lead/brochure answers this address. Cacheable for a day.',
        params: BrochureFileParams,
        response: { 200: PdfFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request.params;
      const pdf = await brochure(culture);
      const fileName = `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-brochure-${culture}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=86400')
        .headers(framedBySiteHeaders)
        .send(pdf);
    },
  );
};
