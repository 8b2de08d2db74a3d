/**
 * Filing a service request: may the contract take one, the items it covers, an item's question flow, and the filing
 * itself (the service call fee charged once).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthorizeServiceRequestResponse,
  ContractIdParams,
  CreateServiceRequestBody,
  ErrorBody,
  errorResponses,
  QuestionFlowResponse,
  ServiceRequestSummary,
  SlotTakenBody,
  serviceRequestMessages,
  toCents,
  toDollars,
  WarrantyItemIdParams,
  WarrantyItemsResponse,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { contractForCaller } from '../contracts/index.ts';
import type { Tx } from '../db/index.ts';
import { chargeCard } from '../orders/index.ts';
import {
  type CardPayment,
  payerCard,
  paymentsOf,
  requestChargeKey,
  runPaidWrite,
  TAKES_STAFF_REASON,
} from '../payments/index.ts';
import { currentUser, forbidden, httpError, invalidFields, notFound, TAKES_IDEMPOTENCY_KEY } from '../plugins/index.ts';
import { checkAnswers, checkContact, storedFlow, writeServiceRequest } from './file-request.ts';
import { ownedContract } from './requests.ts';
import { authorizationMessage, authorizationProblem, warrantyItemsOf } from './warranty-items.ts';
import { workOrderMail } from './work-order-mail.ts';

const tags = ['service requests'];
const security = [{ bearer: [] }];

export const serviceRequestFilingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.get(
    '/authorize/serviceRequest/:contractId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'May this contract take a service request now?',
        operationId: 'authorizeServiceRequest',
        description:
          '`isAuthorized` is true when the contract is active, within its term, confirmed by its owner and paid for ' +
          '(paid in full, paid at closing, or no monthly premium more than 30 days past due); otherwise `message` says why in ' +
          'plain words: the day it expired, the unpaid monthly payment it is suspended or was cancelled for, ... ' +
          '`serviceCallFee` is what filing costs (dollars). Only the contract’s owner: another user ' +
          'who may see the contract gets 403, anyone else 404.',
        params: ContractIdParams,
        response: { 200: AuthorizeServiceRequestResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await ownedContract(database.db, t, request.params.contractId, currentUser(request));
      const problem = await authorizationProblem(database.db, t, contract, new Date());
      return {
        isAuthorized: problem === null,
        ...(problem ? { message: authorizationMessage(problem, app.config.brand.phone) } : {}),
        serviceCallFee: toDollars(contract.serviceCallFeeCents),
      };
    },
  );

  app.get(
    '/account/serviceRequest/items/:contractId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The warranty items a request can be filed for',
        operationId: 'getServiceRequestItems',
        description:
          'What the contract covers: the plan’s items, then the add-ons bought with it, each with the trade that ' +
          'repairs it. Every item has a question flow (GET /account/serviceRequest/flow/{warrantyItemId}). The ' +
          'owner, the agent who ordered it, or staff; anyone else gets 404.',
        params: ContractIdParams,
        response: { 200: WarrantyItemsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(database.db, t, request.params.contractId, currentUser(request));
      return warrantyItemsOf(database.db, t, contract);
    },
  );

  app.get(
    '/account/serviceRequest/flow/:warrantyItemId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The question flowchart of a warranty item',
        operationId: 'getServiceRequestFlow',
        description:
          'The questions to answer, from `startQuestionId`, each leading to the next by its answer (see each question’s ' +
          '`type`). The flow ends at a terminal question: covered (go on to contact and payment) ' +
          'or notCovered (with the explanation). Its words are in the account’s language (`preferredLanguage`); ' +
          'ids, option values and branches are the same in every language. 404 for an item without a flow.',
        params: WarrantyItemIdParams,
        response: { 200: QuestionFlowResponse, ...errorResponses },
      },
    },
    async (request) => {
      const [account] = await database.db
        .select({ language: t.users.preferredLanguage })
        .from(t.users)
        .where(eq(t.users.id, currentUser(request).userId))
        .limit(1);
      const flow = await storedFlow(database.db, t, request.params.warrantyItemId, account?.language);
      if (!flow) throw notFound(serviceRequestMessages.noFlow);
      return flow;
    },
  );

  app.post(
    '/account/serviceRequest',
    {
      config: { ...TAKES_IDEMPOTENCY_KEY, ...TAKES_STAFF_REASON },
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'File a service request',
        operationId: 'createServiceRequest',
        description:
          'Files a request on the caller’s own contract for a covered item; a contract that cannot take one now ' +
          '(expired, suspended, cancelled, unpaid: see GET /authorize/serviceRequest/{contractId}) is 403 `forbidden` ' +
          'with the same message. The answers must follow the item’s flow ' +
          'to a covered end (each wrong answer is a 400 naming `questionsAndAnswers.<questionId>`; a notCovered ' +
          'end is 422 `notCovered` with the explanation). `confirmedServiceCallFee` must equal the fee now (else ' +
          '409 `priceChanged`). The fee is charged to `paymentInfo` first (402 `paymentDeclined`, 502 ' +
          '`paymentGatewayError`, nothing written); then the request, its timeline and a work order for a ' +
          'contractor of the item’s trade are written together. With `appointment` (a window of GET ' +
          '/account/serviceRequest/slots/{contractId}/{warrantyItemId}) the work order goes to the contractor of that ' +
          'window and is Scheduled in it; a window no longer open is 409 `slotTaken` with the fresh `windows` (nothing ' +
          'written, the fee given back). An `Idempotency-Key` makes a retry safe (charged ' +
          'once). Answers the request as the history lists it.',
        body: CreateServiceRequestBody,
        response: { 200: ServiceRequestSummary, ...errorResponses, 402: ErrorBody, 409: SlotTakenBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const body = request.body;
      const now = new Date();
      const contract = await ownedContract(database.db, t, body.contractId, caller);
      const problem = await authorizationProblem(database.db, t, contract, now);
      if (problem) throw forbidden(authorizationMessage(problem, app.config.brand.phone));
      const item = (await warrantyItemsOf(database.db, t, contract)).find(
        (candidate) => candidate.warrantyItemId === body.warrantyItemId,
      );
      if (!item) throw invalidFields([{ field: 'warrantyItemId', message: serviceRequestMessages.itemNotCovered }]);
      const flow = await storedFlow(database.db, t, item.warrantyItemId);
      if (!flow) throw invalidFields([{ field: 'warrantyItemId', message: serviceRequestMessages.noFlow }]);
      checkAnswers(flow, body.questionsAndAnswers, now);
      const contact = checkContact(body.contactPreferences);
      const feeCents = contract.serviceCallFeeCents;
      if (toCents(body.confirmedServiceCallFee) !== feeCents) {
        throw httpError(409, 'priceChanged', serviceRequestMessages.feeChanged, 'confirmedServiceCallFee');
      }
      const charge =
        feeCents > 0
          ? await payerCard(app, request, caller, body.paymentInfo, feeCents, {
              fieldPrefix: 'paymentInfo',
              cardRequired: serviceRequestMessages.cardRequired,
            })
          : undefined;
      const context = {
        t,
        caller,
        contract,
        item,
        flow,
        body,
        contact,
        feeCents,
        charge,
        mail: workOrderMail(app),
        push: app.push,
        sms: app.sms,
      };
      let payment: CardPayment | undefined;
      const effect = async (tx: Tx) => {
        const filed = await writeServiceRequest(tx, context);
        app.live.changed({ serviceRequestId: filed.serviceRequestId });
        if (filed.workOrderId) app.live.changed({ workOrderId: filed.workOrderId });
        await payment?.complete(tx, { serviceRequestId: filed.serviceRequestId });
        return filed;
      };
      return runPaidWrite(app, request, reply, effect, {
        beforeEffect: async () => {
          if (!charge) return;
          payment = await chargeCard(paymentsOf(app, request.log), charge, {
            purpose: 'serviceCallFee',
            description: `Service call fee, contract ${contract.policyNumber}`,
            contractId: contract.contractId,
            businessKey: requestChargeKey(request, 'serviceCallFee'),
          });
        },
        afterFailedEffect: async () => {
          await payment?.giveBack('the service request was not written');
        },
      });
    },
  );
};
