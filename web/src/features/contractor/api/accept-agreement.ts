/** POST /api/contractor/agreement: records the contractor's acceptance (online only). */
import { AgreementResponse } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { agreementQueryOptions } from './get-agreement.ts';
import { contractorProfileQueryOptions } from './get-contractor-profile.ts';

export async function acceptAgreement(): Promise<AgreementResponse> {
  const answer = await apiPost('/api/contractor/agreement', { isAgreed: true }, { auth: true });
  return checkedResponse(AgreementResponse, answer, 'POST /api/contractor/agreement');
}

export function useAcceptAgreement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreement,
    onSuccess: (answer) => {
      queryClient.setQueryData(agreementQueryOptions().queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: contractorProfileQueryOptions(userId).queryKey });
    },
  });
}
