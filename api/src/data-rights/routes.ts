/**
 * People's rights over their data: GET /account/dataExport, POST /account/deletionRequest, the state
 * notice's form (POST /privacy/dataRequest) and the staff list of its requests (/staff/dataRequests).
 * Every step is written to the staff audit log.
 */
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountDeletionBody,
  AccountDeletionResponse,
  CompleteDataRequestBody,
  DataRequest,
  DataRequestBody,
  DataRequestForm,
  DataRequestList,
  DataRequestListQuery,
  DataRequestParams,
  DataRequestResponse,
  type DataRequestType,
  DataSummary,
  DELETION_RECENT_SIGN_IN_MINUTES,
  dataRequestFormErrors,
  dataRightsMessages,
  ErrorBody,
  errorResponses,
  isDataRequestType,
  KEPT_AFTER_DELETION,
} from '@hw/shared';
import { type Locale, m } from '@hw/shared/i18n';
import { and, eq, gt } from 'drizzle-orm';
import { Type } from 'typebox';
import { recordStaffAction } from '../audit/index.ts';
import {
  countPasswordChangeAttempt,
  findUserById,
  forgiveAttempt,
  TooManyAttemptsError,
  verifyPassword,
} from '../auth/index.ts';
import { greeting, languageOfAddress } from '../mail/index.ts';
import {
  badRequest,
  currentUser,
  forbidden,
  httpError,
  notFound,
  RATE_LIMITED,
  refuseProblems,
  unauthorized,
} from '../plugins/index.ts';
import {
  eraseAccount,
  refuseBlockedDeletion,
  removeCardsAtGateway,
  removeErasedFiles,
  sendErasureMail,
} from './erasure.ts';
import { buildDataExport, buildDataSummary } from './export.ts';
import { dataRequestWire, findDataRequest, listDataRequests, matchingAccount, storeDataRequest } from './requests.ts';

const security = [{ bearer: [] }];
const problemsOf = (errors: Record<string, string | undefined>) =>
  Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The kind of a privacy request, in the reader's language. */
function requestTypeSaid(type: DataRequestType, locale: Locale): string {
  const language = { locale };
  switch (type) {
    case 'access':
      return m.mail_data_request_type_access({}, language);
    case 'deletion':
      return m.mail_data_request_type_deletion({}, language);
    case 'correction':
      return m.mail_data_request_type_correction({}, language);
  }
}

/** The archive is sent as a file, which no serializer touches; this only documents it. */
const DataExportArchive = Type.Unsafe<unknown>({
  description: 'A .tar.gz archive.',
  content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
});

export const dataRightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, mailer, config } = app;
  const { db, t } = database;

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.get(
    '/account/dataExport',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security,
        summary: 'Download my data',
        operationId: 'downloadMyData',
        description:
          'The caller’s data as one `application/gzip` archive (`my-data/`): profile.json, and by role ' +
          'contracts, invoices, payments, saved cards (brand, last four and expiry only: never a card number or ' +
          'a gateway token), service requests with their timeline and messages, notices (homeowners and agents), ' +
          'or the contractor profile, agreement, work orders, notes and surveys (contractors); files.json and ' +
          'files/ with the photos and documents the caller uploaded. Written to the staff audit log.',
        response: { 200: DataExportArchive, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const user = await findUserById(db, t, caller.userId);
      if (!user || user.erasedAt) throw unauthorized();
      const { archive, cleanup } = await buildDataExport(app, user);
      await database.transaction((tx) =>
        recordStaffAction(tx, t, {
          actorUserId: caller.impersonatorId ?? caller.userId,
          action: 'dataExportDownload',
          target: caller.userId,
        }),
      );
      const stream = createReadStream(archive);
      stream.on('close', () => void cleanup());
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="my-data-${day}.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/account/dataExport/summary',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security,
        summary: 'Read my data',
        operationId: 'readMyData',
        description:
          'What GET /account/dataExport puts in the archive, to read on a screen: the profile, and by role the ' +
          'contracts (plan name, address, dates), invoices and payments (dollars; a payment names only the ' +
          'caller’s own card), saved cards (brand, last four, expiry), service requests (number, item, status, ' +
          'how many messages), what the person agreed to (text messages, automatic payment of a contract with ' +
          'its card, a contractor’s service agreement), the files they uploaded (name and date; the files ' +
          'themselves are in the archive) and, for a homeowner, how each kind of message reaches them (as GET ' +
          '/account/messagePreferences answers; null for others). Only the caller’s own data. Written to the staff ' +
          'audit log as an export.',
        response: { 200: DataSummary, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const user = await findUserById(db, t, caller.userId);
      if (!user || user.erasedAt) throw unauthorized();
      const summary = await buildDataSummary(app, user);
      await database.transaction((tx) =>
        recordStaffAction(tx, t, {
          actorUserId: caller.impersonatorId ?? caller.userId,
          action: 'dataExportDownload',
          target: caller.userId,
        }),
      );
      reply.header('cache-control', 'no-store');
      return summary;
    },
  );

  app.post(
    '/account/deletionRequest',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security,
        summary: 'Delete my account',
        operationId: 'deleteMyAccount',
        description:
          'Erases the caller’s personal data: name and e-mail become placeholders, phones, saved cards (at the ' +
          'gateway too), notices and uploaded photos go, every session ends and the account can no longer sign ' +
          'in. Contracts, invoices, payments and service requests keep their ids and amounts without the ' +
          'person’s contact details, as the law requires (`kept` says what and why). A confirmation is mailed ' +
          'to the address before it is erased. `password` is required (400; wrong: 400 `invalidCredentials`, ' +
          `counted like a password change, 429 when too many), except for an account without one, which needs a ` +
          `sign-in within the last ${DELETION_RECENT_SIGN_IN_MINUTES} minutes. 422 \`accountDeletionRefused\`, ` +
          'one item per reason, while a service request is open, an invoice is past due, a contractor has open ' +
          'work orders, or for staff accounts. While impersonating, 403.',
        body: AccountDeletionBody,
        response: { 200: AccountDeletionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (caller.impersonatorId) throw forbidden(dataRightsMessages.impersonating);
      const user = await findUserById(db, t, caller.userId);
      if (!user || user.erasedAt || user.mergedIntoUserId) throw unauthorized();
      const password = request.body.password ?? '';
      if (user.passwordHash) {
        if (!password) throw badRequest(dataRightsMessages.passwordRequired, 'password');
        const attempt = await countPasswordChangeAttempt(database, user.id);
        if (!(await verifyPassword(user.passwordHash, password))) {
          throw httpError(400, 'invalidCredentials', dataRightsMessages.passwordIncorrect, 'password');
        }
        await forgiveAttempt(database, attempt);
      } else {
        const since = new Date(Date.now() - DELETION_RECENT_SIGN_IN_MINUTES * 60_000);
        const [recent] = caller.sessionFamilyId
          ? await db
              .select({ id: t.refreshTokens.id })
              .from(t.refreshTokens)
              .where(
                and(
                  eq(t.refreshTokens.familyId, caller.sessionFamilyId),
                  eq(t.refreshTokens.userId, user.id),
                  gt(t.refreshTokens.familyStartedAt, since),
                ),
              )
              .limit(1)
          : [];
        if (!recent) throw badRequest(dataRightsMessages.recentSignInRequired, 'password');
      }
      await refuseBlockedDeletion(db, t, user);
      await removeCardsAtGateway(app, user.id);
      const photos = await database.transaction(async (tx) => {
        await sendErasureMail(app, user);
        return eraseAccount(tx, t, user, { actorUserId: user.id, requestedBy: 'self' });
      });
      await removeErasedFiles(app, photos);
      return { message: dataRightsMessages.deleted, kept: [...KEPT_AFTER_DELETION] };
    },
  );

  app.post(
    '/privacy/dataRequest',
    {
      config: { documentedBody: DataRequestForm },
      schema: {
        tags: ['privacy'],
        security: [],
        summary: 'Make a privacy request',
        operationId: 'makeDataRequest',
        description:
          'The state notice’s form: `name`, `email`, `stateCode` (a US state), `requestType` (access, deletion ' +
          'or correction) and optional `details`. Every bad field is 400 with the form’s own message. The ' +
          'request is kept for staff (GET /staff/dataRequests), an acknowledgement is mailed to the address, and ' +
          'the request is written to the staff audit log. `website` must stay empty: a form that fills it is ' +
          'answered the same but not kept. ' +
          RATE_LIMITED,
        body: DataRequestBody,
        response: { 200: DataRequestResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'dataRequest' }),
    },
    async (request) => {
      const body = request.body;
      refuseProblems(problemsOf(dataRequestFormErrors(body)));
      if (body.website?.trim()) return { message: dataRightsMessages.received };
      const requestType = (body.requestType ?? '').trim();
      if (!isDataRequestType(requestType)) throw badRequest(dataRightsMessages.requestTypeRequired, 'requestType');
      const fields = {
        name: (body.name ?? '').trim(),
        email: (body.email ?? '').trim(),
        stateCode: (body.stateCode ?? '').trim().toUpperCase(),
        requestType,
        details: (body.details ?? '').trim(),
      };
      await database.transaction(async (tx) => {
        const row = await storeDataRequest(tx, t, fields);
        app.live.changed({ dataRequestId: row.id });
        await recordStaffAction(tx, t, {
          actorUserId: null,
          action: 'dataRequestMade',
          target: row.id,
          detail: { requestType },
        });
        const locale = await languageOfAddress(tx, t, row.email);
        const language = { locale };
        await mailer.send({
          to: row.email,
          subject: m.mail_data_request_received_subject({}, language),
          body: {
            locale,
            greeting: greeting(oneLine(fields.name), locale),
            paragraphs: [m.mail_data_request_received_text({}, language)],
            details: [
              { label: m.mail_label_request({}, language), value: requestTypeSaid(requestType, locale) },
              { label: m.mail_label_reference({}, language), value: row.id },
            ],
            notes: [m.mail_data_request_not_you({ phone: config.brand.phone }, language)],
          },
        });
      });
      return { message: dataRightsMessages.received };
    },
  );

  app.get(
    '/staff/dataRequests',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        security,
        summary: 'List privacy requests',
        operationId: 'listDataRequests',
        description:
          'Staff only. Requests made through the state notice’s form: open ones oldest first, then completed ' +
          'ones newest first (at most 500), optionally only one `status`. An open request names the account of ' +
          'its e-mail address (`matchingUserId`) when there is one.',
        querystring: DataRequestListQuery,
        response: { 200: DataRequestList, ...errorResponses },
      },
    },
    async (request) => ({ items: await listDataRequests(db, t, request.query.status) }),
  );

  app.post(
    '/staff/dataRequests/:id/complete',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        security,
        summary: 'Complete a privacy request',
        operationId: 'completeDataRequest',
        description:
          'Staff only. Marks the request completed with `outcome` (required, 400 when blank) and mails the ' +
          'outcome to the requester. For a deletion request, `eraseAccount: true` first erases the account of ' +
          'its e-mail address as POST /account/deletionRequest does (422 when none matches, 422 ' +
          '`accountDeletionRefused` when something prevents it). An unknown id is 404, a completed request 422. ' +
          'Written to the staff audit log.',
        params: DataRequestParams,
        body: CompleteDataRequestBody,
        response: { 200: DataRequest, ...errorResponses, 502: ErrorBody },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const outcome = request.body.outcome.trim();
      if (!outcome) throw badRequest(dataRightsMessages.outcomeRequired, 'outcome');
      const found = await findDataRequest(db, t, request.params.id);
      if (!found) throw notFound('No data request with this id.');
      if (found.status !== 'open') throw httpError(422, 'validation', dataRightsMessages.alreadyCompleted);
      const erase = request.body.eraseAccount === true;
      if (erase && found.requestType !== 'deletion') {
        throw badRequest('Only a deletion request can erase an account.', 'eraseAccount');
      }
      const account = erase ? await matchingAccount(db, t, found.email) : undefined;
      if (erase && !account) throw httpError(422, 'validation', dataRightsMessages.noMatchingAccount, 'eraseAccount');
      if (account) {
        await refuseBlockedDeletion(db, t, account);
        await removeCardsAtGateway(app, account.id);
      }
      const photos = await database.transaction(async (tx) => {
        const [completed] = await tx
          .update(t.dataRequests)
          .set({
            status: 'completed',
            completedAt: new Date(),
            completedByUserId: caller.userId,
            outcome,
            accountErased: Boolean(account),
          })
          .where(and(eq(t.dataRequests.id, found.id), eq(t.dataRequests.status, 'open')))
          .returning({ id: t.dataRequests.id });
        if (!completed) throw httpError(422, 'validation', dataRightsMessages.alreadyCompleted);
        let erased: string[] = [];
        if (account) {
          await sendErasureMail(app, account);
          erased = await eraseAccount(tx, t, account, {
            actorUserId: caller.userId,
            requestedBy: 'staff',
            dataRequestId: found.id,
          });
        }
        await recordStaffAction(tx, t, {
          actorUserId: caller.userId,
          action: 'dataRequestComplete',
          target: found.id,
          detail: { requestType: found.requestType, outcome },
        });
        app.live.changed({ dataRequestId: found.id });
        const locale = await languageOfAddress(tx, t, found.email);
        const language = { locale };
        await mailer.send({
          to: found.email,
          subject: m.mail_data_request_completed_subject({}, language),
          body: {
            locale,
            greeting: greeting(oneLine(found.name), locale),
            paragraphs: [m.mail_data_request_completed_text({}, language), outcome],
            details: [
              { label: m.mail_label_request({}, language), value: requestTypeSaid(found.requestType, locale) },
              { label: m.mail_label_reference({}, language), value: found.id },
            ],
            notes: [m.mail_data_request_appeal({}, language)],
          },
        });
        return erased;
      });
      await removeErasedFiles(app, photos);
      const wire = await dataRequestWire(db, t, found.id);
      if (!wire) throw notFound('No data request with this id.');
      return wire;
    },
  );
};
