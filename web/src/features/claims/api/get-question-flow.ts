/**
 * GET /api/account/serviceRequest/flow/{warrantyItemId}: the item's question flowchart, in the account's
 * language. Kept on the device (the persisted query cache) once seen, so the questions can be answered offline;
 * kept by the page's language too, so a homeowner who changes language (the app reopens in it) asks again.
 */
import { type QuestionFlow, QuestionFlowResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { pageLocale } from '#web/lib/i18n/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getQuestionFlow(warrantyItemId: string, signal?: AbortSignal): Promise<QuestionFlow> {
  const path = `/api/account/serviceRequest/flow/${encodeURIComponent(warrantyItemId)}`;
  const answer = checkedResponse(
    QuestionFlowResponse,
    await apiGet(path, undefined, { auth: true, signal }),
    'GET /api/account/serviceRequest/flow',
  );
  // The schema checks every field a question may carry; which apply depends on its type (question-flow.ts).
  return answer as QuestionFlow;
}

export const questionFlowQueryOptions = (warrantyItemId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'serviceRequest', 'flow', warrantyItemId, pageLocale()],
    queryFn: ({ signal }) => getQuestionFlow(warrantyItemId, signal),
  });

export const useQuestionFlow = (warrantyItemId: string) => useQuery(questionFlowQueryOptions(warrantyItemId));
