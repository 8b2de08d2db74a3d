/**
 * Completing an order at closing (POST /order/complete): the day the sale closed (today by default) starts
 * the coverage. Success shows "Order Completed" - "Your order has been successfully completed." and the
 * orders reload; failure asks the user to call.
 */
import type { AgentOrder } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { boundInput } from '#web/lib/form-state.ts';
import { showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useCompleteOrder } from '../api/complete-order.ts';
import { FormDialog } from '../form-dialog.tsx';
import { addressLine } from '../format.ts';

const DATE_ID = 'complete-order-closing-date';
const FORM_ID = 'complete-order-form';

/** Today on the user's calendar as YYYY-MM-DD. */
export function localIsoDay(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const date = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${date}`;
}

const dateProblem = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime())
    ? undefined
    : m.account_complete_order_date_required();

export function CompleteOrderDialog({ order, onClose }: { order: AgentOrder; onClose: () => void }) {
  const complete = useCompleteOrder();
  const form = useForm({
    defaultValues: { closingDate: localIsoDay() },
    validators: { onSubmit: ({ value }) => dateProblem(value.closingDate) },
    onSubmitInvalid: ({ value }) =>
      void showValidationErrors([{ message: dateProblem(value.closingDate) ?? '', fieldId: DATE_ID }]),
    onSubmit: async ({ value }) => {
      try {
        await complete.mutateAsync({ contractId: order.contractId, closingDate: value.closingDate });
        showToast({
          title: accountMessages.orderComplete.title,
          text: accountMessages.orderComplete.text,
          kind: 'success',
        });
        onClose();
      } catch {
        showToast({ text: accountMessages.orderComplete.failure(), kind: 'error' });
      }
    },
  });
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  return (
    <FormDialog
      title={m.account_complete_order_title()}
      formId={FORM_ID}
      busy={submitting}
      submitLabel={m.account_complete_order_title()}
      busyLabel={m.account_complete_order_completing()}
      onSubmit={() => void form.handleSubmit()}
      onClose={onClose}
    >
      <p>
        {m.account_complete_order_text({
          planName: order.planName,
          address: addressLine(order.address),
          policyNumber: order.policyNumber,
        })}
      </p>
      <form.Field name="closingDate">
        {(field) => (
          <TextField
            id={DATE_ID}
            label={m.account_complete_order_date_label()}
            type="date"
            {...boundInput(field)}
            error={attempted ? dateProblem(field.state.value) : undefined}
          />
        )}
      </form.Field>
    </FormDialog>
  );
}
