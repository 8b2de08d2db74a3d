/**
 * The "default payment method" dialog: the card a plan's monthly and past-due
 * invoices are charged to. With one saved card that one is used. Success closes the
 * dialog, says that all past due premium invoices will be processed with the card, and the cards reload.
 */
import type { ContractSummary, PaymentInfo } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useId } from 'react';
import { cardsForContract, chosenPaymentInfo, initialCreditCardId } from '#web/lib/payments/index.ts';
import { showToast, showValidationErrors } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method.ts';
import { FormDialog } from '../form-dialog.tsx';
import { CardChoices } from './card-choices.tsx';
import { PlanSelect } from './plan-select.tsx';

/** The card a plan uses now: the one whose policies name it, else the single-card rule, else the default. */
export function currentCardOf(contract: ContractSummary | undefined, infos: readonly PaymentInfo[]): string {
  const paying = contract && infos.find((info) => info.creditCard.policyNumber.includes(contract.policyNumber));
  return paying?.creditCard.creditCardId ?? initialCreditCardId(infos) ?? '';
}

export function DefaultCardDialog({
  contracts,
  infos,
  onClose,
}: {
  contracts: readonly ContractSummary[];
  infos: readonly PaymentInfo[];
  onClose: () => void;
}) {
  const idPrefix = `default-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const usable = cardsForContract(infos);
  const setDefault = useSetDefaultPaymentMethod();
  const problemsOf = (value: { policyId: string; creditCardId: string }) => [
    ...(value.policyId ? [] : [{ message: m.account_default_card_choose_plan(), fieldId: `${idPrefix}-policy` }]),
    ...(chosenPaymentInfo(usable, value.creditCardId) ? [] : [{ message: m.account_default_card_choose_card() }]),
  ];
  const form = useForm({
    defaultValues: {
      policyId: contracts[0]?.contractId ?? '',
      creditCardId: currentCardOf(contracts[0], usable),
    },
    validators: {
      onSubmit: ({ value }) => {
        const problems = problemsOf(value);
        return problems.length ? problems : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => void showValidationErrors(problemsOf(value)),
    onSubmit: async ({ value }) => {
      const card = chosenPaymentInfo(usable, value.creditCardId);
      if (!card) return;
      try {
        await setDefault.mutateAsync({ policyId: value.policyId, creditCardId: card.creditCard.creditCardId });
        showToast({ text: accountMessages.defaultPaymentMethod.success, kind: 'success' });
        onClose();
      } catch {
        showToast({ text: accountMessages.defaultPaymentMethod.failure, kind: 'error' });
      }
    },
  });
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const chosenCard = useSelector(form.store, (state) => chosenPaymentInfo(usable, state.values.creditCardId));
  return (
    <FormDialog
      title={m.account_default_card_title()}
      formId={`${idPrefix}-form`}
      busy={submitting}
      submitLabel={m.account_save()}
      onSubmit={() => void form.handleSubmit()}
      onClose={onClose}
    >
      <p className="account-note">{m.account_default_card_note()}</p>
      <form.Field name="policyId">
        {(field) => (
          <PlanSelect
            id={`${idPrefix}-policy`}
            label={m.account_plan()}
            contracts={contracts}
            value={field.state.value}
            onChange={(contractId) => {
              field.handleChange(contractId);
              const contract = contracts.find((candidate) => candidate.contractId === contractId);
              form.setFieldValue('creditCardId', currentCardOf(contract, usable));
            }}
          />
        )}
      </form.Field>
      <form.Field name="creditCardId">
        {(field) => (
          <CardChoices
            name={`${idPrefix}-card`}
            cards={usable}
            chosenId={chosenCard?.creditCard.creditCardId}
            onChoose={(creditCardId) => field.handleChange(creditCardId)}
          />
        )}
      </form.Field>
    </FormDialog>
  );
}
