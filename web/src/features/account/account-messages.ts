/**
 * The account area's words. Where the shared catalogue (`messages`) has the text, it comes
 * from there; where a message is only known by what it asks ("asks the user to call, option 2"), the words
 * are here (shared/i18n/messages/account), with the brand's phone number. Each is read when it is shown, in the
 * page's language.
 */
import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { brand } from '#web/lib/brand.ts';

export const accountMessages = {
  payment: {
    success: (policyNumber: string) => messages.payment.success(policyNumber),
    /** A failure says to check the billing information and to call, option 2. */
    failure: (phone = brand.phone) => m.account_payment_failure({ phone }),
    get failureTitle() {
      return m.account_payment_failure_title();
    },
    get declined() {
      return m.account_payment_declined();
    },
    get needsCard() {
      return m.account_payment_needs_card();
    },
    get connectionLost() {
      return m.account_payment_connection_lost();
    },
  },
  defaultPaymentMethod: {
    get success() {
      return m.account_default_card_success();
    },
    get failure() {
      return messages.defaultPaymentMethod.failure;
    },
  },
  card: {
    get added() {
      return m.account_card_added();
    },
    get updated() {
      return m.account_card_updated();
    },
    get deleted() {
      return m.account_card_deleted();
    },
    get synced() {
      return m.account_card_synced();
    },
    saveFailure: (phone = brand.phone) => m.account_card_save_failure({ phone }),
    deleteFailure: (phone = brand.phone) => m.account_card_delete_failure({ phone }),
  },
  profile: {
    get saved() {
      return m.account_profile_saved();
    },
    failure: (phone = brand.phone) => m.account_profile_failure({ phone }),
  },
  textOptIn: {
    get success() {
      return messages.textOptIn.success;
    },
    failure: (phone = brand.phone) => m.account_text_opt_in_failure({ phone }),
  },
  merge: {
    get success() {
      return messages.merge.success;
    },
    get automatic() {
      return messages.merge.automatic;
    },
    failure: (phone = brand.phone) => m.account_merge_failure({ phone }),
  },
  orderComplete: {
    get title() {
      return messages.orderComplete.title;
    },
    get text() {
      return messages.orderComplete.text;
    },
    failure: (phone = brand.phone) => m.account_order_complete_failure({ phone }),
  },
  cancel: {
    success: (policyNumber: string) => m.account_cancel_success({ policyNumber }),
    failure: (phone = brand.phone) => m.account_cancel_failure({ phone }),
  },
  notices: {
    get failure() {
      return m.account_notices_dismiss_failure();
    },
  },
  planMoney: {
    automaticOn: (policyNumber: string) => m.account_plan_automatic_on({ policyNumber }),
    automaticOff: (policyNumber: string) => m.account_plan_automatic_off({ policyNumber }),
    paidInFull: (policyNumber: string) => m.account_plan_paid_in_full({ policyNumber }),
    /** Automatic payment off, in one line. */
    get invoicedInstead() {
      return m.account_plan_invoiced_instead();
    },
    changeFailure: (phone = brand.phone) => m.account_plan_change_failure({ phone }),
    quoteFailure: (phone = brand.phone) => m.account_plan_quote_failure({ phone }),
  },
  get offline() {
    return m.account_offline();
  },
};
