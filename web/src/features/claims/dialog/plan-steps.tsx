/**
 * The first steps of a request: the plan it is for (the user's own contracts, the single one chosen
 * already), the check that the plan can take a request now ("There's a Problem...!"
 * and a call-us line when it cannot), and the covered item that needs repair.
 */
import type { AuthorizeServiceRequestResponse, ContractSummary, WarrantyItem } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useAccount } from '#web/lib/account/get-account.ts';
import { brand } from '#web/lib/brand.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showValidationErrors } from '#web/ui/index.ts';
import { authorizeServiceRequestQueryOptions } from '../api/authorize-service-request.ts';
import { questionFlowQueryOptions } from '../api/get-question-flow.ts';
import { useWarrantyItems } from '../api/get-warranty-items.ts';
import { contractLabel } from '../request-body.ts';
import { BackAndNext, BackButton, firstChoiceId, RadioChoices, Step, StepActions } from './fields.tsx';
import { useAuthorization } from './use-authorization.ts';

/** Read when shown, in the page's language. */
export const claimMessages = {
  get choosePlan() {
    return m.claim_choose_plan();
  },
  get chooseItem() {
    return m.claim_choose_item();
  },
  get offlineUnchecked() {
    return m.claim_offline_unchecked();
  },
  get offlineItems() {
    return m.claim_offline_items();
  },
};

/** The brand's phone number as a call link, for a message's `{#tel}` markup. */
const tel = (children: ReactNode) => <a href={`tel:${brand.phone}`}>{children}</a>;

function CallUs() {
  return (
    <p className="claim-help">
      <RichMessage parts={m.claim_call_us.parts({ phone: brand.phone })} markup={{ tel }} />
    </p>
  );
}

export function ContractStep({
  contractId,
  onChoose,
  onContinue,
  onClose,
}: {
  contractId: string | null;
  onChoose: (contract: ContractSummary) => void;
  onContinue: () => void;
  onClose: () => void;
}) {
  const account = useAccount();
  const online = useOnline();
  const contracts = account.data?.contracts ?? [];
  const only = contracts.length === 1 ? contracts[0] : undefined;
  useEffect(() => {
    if (only && contractId !== only.contractId) onChoose(only);
  }, [only, contractId, onChoose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!contracts.some((c) => c.contractId === contractId)) {
      void showValidationErrors([{ message: claimMessages.choosePlan, fieldId: firstChoiceId('claim-plan') }]);
      return;
    }
    onContinue();
  };

  let body: ReactNode;
  if (account.data && contracts.length === 0) {
    body = (
      <p>
        <RichMessage parts={m.claim_no_plans.parts({ phone: brand.phone })} markup={{ tel }} />
      </p>
    );
  } else if (account.data) {
    body = (
      <RadioChoices
        id="claim-plan"
        legend={m.claim_your_plans()}
        hideLegend
        value={contractId}
        onChange={(id) => {
          const chosen = contracts.find((c) => c.contractId === id);
          if (chosen) onChoose(chosen);
        }}
        choices={contracts.map((contract) => ({
          value: contract.contractId,
          label: contractLabel(contract),
          hint: `${contract.planName} · ${contract.contractStatus.description}`,
        }))}
      />
    );
  } else if (account.isError) {
    body = (
      <p className="claim-alert" role="alert">
        {m.claim_plans_load_failure()}
      </p>
    );
  } else if (!online || account.fetchStatus === 'paused') {
    body = (
      <p className="claim-note" role="status">
        {m.claim_plans_offline()}
      </p>
    );
  } else {
    body = <p role="status">{m.claim_plans_loading()}</p>;
  }

  return (
    <Step title={m.claim_plan_title()}>
      <form onSubmit={submit} noValidate>
        {body}
        <StepActions>
          <button type="button" className="button" onClick={onClose}>
            {m.claim_cancel()}
          </button>
          {account.isError ? (
            <button type="button" className="button button--primary" onClick={() => void account.refetch()}>
              {m.claim_try_again()}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={contracts.length === 0}>
              {m.claim_continue()}
            </button>
          )}
        </StepActions>
      </form>
    </Step>
  );
}

/**
 * Asks the server whether the plan can take a request (online always afresh); offline the answer saved
 * on this device is used. Goes on by itself once authorised.
 */
export function AuthorizeStep({
  contractId,
  onAuthorized,
  onRefused,
  onBack,
  onClose,
}: {
  contractId: string;
  onAuthorized: (answer: AuthorizeServiceRequestResponse) => void;
  /** The plan cannot take a request: the dialog's title says there is a problem. */
  onRefused: (refused: boolean) => void;
  onBack: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { state } = useAuthorization(contractId);
  useEffect(() => {
    if (state.kind === 'authorized') onAuthorized(state.answer);
    onRefused(state.kind === 'refused');
  }, [state, onAuthorized, onRefused]);

  if (state.kind === 'refused') {
    const message = state.answer.message?.trim() || m.claim_not_authorized({ phone: brand.phone });
    return (
      <Step title={m.claim_refused_title()} className="claim-step--refused">
        <p role="alert">{message}</p>
        {!message.includes(brand.phone) && <CallUs />}
        <BackAndNext onBack={onBack} onNext={onClose} label={m.claim_close()} />
      </Step>
    );
  }
  return (
    <Step title={m.claim_checking_title()}>
      {state.kind === 'failed' ? (
        <>
          <p className="claim-alert" role="alert">
            {m.claim_check_failure()}
          </p>
          <CallUs />
        </>
      ) : state.kind === 'offline' ? (
        <p className="claim-note" role="status">
          {claimMessages.offlineUnchecked}
        </p>
      ) : (
        <p role="status">{m.claim_checking()}</p>
      )}
      <StepActions>
        <BackButton onClick={onBack} />
        {state.kind === 'failed' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              void queryClient.refetchQueries({ queryKey: authorizeServiceRequestQueryOptions(contractId).queryKey })
            }
          >
            {m.claim_try_again()}
          </button>
        )}
      </StepActions>
    </Step>
  );
}

export function ItemStep({
  contractId,
  warrantyItemId,
  onChoose,
  onContinue,
  onBack,
}: {
  contractId: string;
  warrantyItemId: string | null;
  onChoose: (item: WarrantyItem) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const items = useWarrantyItems(contractId);
  const online = useOnline();
  const queryClient = useQueryClient();
  const [attempted, setAttempted] = useState(false);
  const list = items.data ?? [];
  const categories = [...new Set(list.map((item) => item.category))];
  // Offline, only an item whose questions were saved on this device can be answered.
  const savedFlow = (item: WarrantyItem) =>
    queryClient.getQueryData(questionFlowQueryOptions(item.warrantyItemId).queryKey) !== undefined;
  const usable = (item: WarrantyItem) => online || savedFlow(item);
  const chosen = list.find((item) => item.warrantyItemId === warrantyItemId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!chosen || !usable(chosen)) {
      void showValidationErrors([{ message: claimMessages.chooseItem, fieldId: firstChoiceId('claim-item-0') }]);
      return;
    }
    onContinue();
  };

  return (
    <Step title={m.claim_item_title()}>
      <form onSubmit={submit} noValidate>
        {items.data ? (
          categories.map((category, index) => (
            <RadioChoices
              key={category}
              id={`claim-item-${index}`}
              legend={category}
              value={warrantyItemId}
              error={attempted && !chosen && index === 0 ? claimMessages.chooseItem : undefined}
              onChange={(id) => {
                const item = list.find((candidate) => candidate.warrantyItemId === id);
                if (item) onChoose(item);
              }}
              choices={list
                .filter((item) => item.category === category)
                .map((item) => ({
                  value: item.warrantyItemId,
                  label: item.description,
                  disabled: !usable(item),
                  hint: !usable(item) ? m.claim_needs_connection() : item.isAddon ? m.claim_item_add_on() : undefined,
                }))}
            />
          ))
        ) : items.isError ? (
          <p className="claim-alert" role="alert">
            {m.claim_items_load_failure()}
          </p>
        ) : !online || items.fetchStatus === 'paused' ? (
          <p className="claim-note" role="status">
            {claimMessages.offlineItems}
          </p>
        ) : (
          <p role="status">{m.claim_items_loading()}</p>
        )}
        {items.data && list.length === 0 && <p>{m.claim_items_none()}</p>}
        <StepActions>
          <BackButton onClick={onBack} />
          {items.isError ? (
            <button type="button" className="button button--primary" onClick={() => void items.refetch()}>
              {m.claim_try_again()}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={!items.data}>
              {m.claim_continue()}
            </button>
          )}
        </StepActions>
      </form>
    </Step>
  );
}
