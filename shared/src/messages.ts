/**
 * The message catalogue of the app and the public site: every user-facing message, word for word, in each
 * language (shared/i18n/messages/common). A message is read when it is shown, in the reader's language.
 */
import { m } from './i18n/index.ts';

export const messages = {
  transport: {
    serverErrorWithCode: (status: number) => m.common_transport_server_error_with_code({ status }),
    get serverErrorTitle() {
      return m.common_transport_server_error_title();
    },
    get serverErrorText() {
      return m.common_transport_server_error_text();
    },
    get networkError() {
      return m.common_transport_network_error();
    },
  },
  login: {
    get title() {
      return m.common_login_title();
    },
    get repairTitle() {
      return m.common_login_repair_title();
    },
    get errorTitle() {
      return m.common_login_error_title();
    },
    get errorText() {
      return m.common_login_error_text();
    },
    get tooManyAttempts() {
      return m.common_login_too_many_attempts();
    },
    get linkInvalid() {
      return m.common_login_link_invalid();
    },
    get sessionExpired() {
      return m.common_login_session_expired();
    },
    unsentKept: (count: number) => m.common_login_unsent_kept({ count }),
  },
  forgotPassword: {
    get title() {
      return m.common_forgot_password_title();
    },
    get text() {
      return m.common_forgot_password_text();
    },
    get emailRequired() {
      return m.common_forgot_password_email_required();
    },
    get emailInvalid() {
      return m.common_forgot_password_email_invalid();
    },
    success: (email: string) => m.common_forgot_password_success({ email }),
  },
  changePassword: {
    get success() {
      return m.common_change_password_success();
    },
    get failure() {
      return m.common_change_password_failure();
    },
    get currentRequired() {
      return m.common_change_password_current_required();
    },
    resetLinkSpent: (minutes: number) => m.common_change_password_reset_link_spent({ minutes }),
    get currentIncorrect() {
      return m.common_change_password_current_incorrect();
    },
    get sameAsCurrent() {
      return m.common_change_password_same_as_current();
    },
    get breached() {
      return m.common_change_password_breached();
    },
  },
  featureFlags: {
    get loadFailure() {
      return m.common_feature_flags_load_failure();
    },
  },
  coupon: {
    success: (amount: number) => m.common_coupon_success({ amount: Math.round(amount) }),
    get failure() {
      return m.common_coupon_failure();
    },
  },
  textOptIn: {
    get success() {
      return m.common_text_opt_in_success();
    },
  },
  serviceRequest: {
    get authorizationFailureTitle() {
      return m.common_service_request_authorization_failure_title();
    },
    get submitting() {
      return m.common_service_request_submitting();
    },
    get claimFailure() {
      return m.common_service_request_claim_failure();
    },
    sendFailure: (phone: string) => m.common_service_request_send_failure({ phone }),
    get successInHours() {
      return m.common_service_request_success_in_hours();
    },
    get successAfterHours() {
      return m.common_service_request_success_after_hours();
    },
  },
  dispatch: {
    get saveSuccess() {
      return m.common_dispatch_save_success();
    },
    get saveFailure() {
      return m.common_dispatch_save_failure();
    },
    get changeDiscountTitle() {
      return m.common_dispatch_change_discount_title();
    },
    changeDiscountText: (preAuthorizedAmount: string, newDiscount: string) =>
      m.common_dispatch_change_discount_text({ preAuthorizedAmount, newDiscount }),
    get submissionCancelled() {
      return m.common_dispatch_submission_cancelled();
    },
  },
  merge: {
    get success() {
      return m.common_merge_success();
    },
    get automatic() {
      return m.common_merge_automatic();
    },
  },
  convert: {
    get failureTitle() {
      return m.common_convert_failure_title();
    },
  },
  partner: {
    get success() {
      return m.common_partner_success();
    },
    get failureTitle() {
      return m.common_partner_failure_title();
    },
  },
  orderComplete: {
    get title() {
      return m.common_order_complete_title();
    },
    get text() {
      return m.common_order_complete_text();
    },
  },
  payment: {
    success: (policyNumber: string) => m.common_payment_success({ policyNumber }),
  },
  defaultPaymentMethod: {
    get failure() {
      return m.common_default_payment_method_failure();
    },
  },
  impersonation: {
    get failure() {
      return m.common_impersonation_failure();
    },
  },
  fileUpload: {
    get sending() {
      return m.common_file_upload_sending();
    },
    get success() {
      return m.common_file_upload_success();
    },
    get failure() {
      return m.common_file_upload_failure();
    },
  },
  geolocation: {
    get timedOut() {
      return m.common_geolocation_timed_out();
    },
    get unsupported() {
      return m.common_geolocation_unsupported();
    },
  },
  initialization: {
    get timedOut() {
      return m.common_initialization_timed_out();
    },
    get offline() {
      return m.common_initialization_offline();
    },
    /** A browser that cannot run the app's scripts; web/public/old-browser.js holds a copy (a test keeps them equal). */
    get essentialScriptsFailed() {
      return m.common_initialization_essential_scripts_failed();
    },
  },
  get validationDialogTitle() {
    return m.common_validation_dialog_title();
  },
  get requiredLabel() {
    return m.common_required_label();
  },
  /** A public form or call sent more often than a person would (429); `wait` reads "in 12 minutes". */
  tooManyRequests: (wait: string) => m.common_too_many_requests({ wait }),
  notFound: {
    get title() {
      return m.common_not_found_title();
    },
    get text() {
      return m.common_not_found_text();
    },
    get goBack() {
      return m.common_not_found_go_back();
    },
  },
  noService: {
    get title() {
      return m.common_no_service_title();
    },
    get text() {
      return m.common_no_service_text();
    },
  },
  newsletter: {
    get invalidTitle() {
      return m.common_newsletter_invalid_title();
    },
    get invalidText() {
      return m.common_newsletter_invalid_text();
    },
    get fieldError() {
      return m.common_newsletter_field_error();
    },
    get fieldInvalid() {
      return m.common_newsletter_field_invalid();
    },
    get successTitle() {
      return m.common_newsletter_success_title();
    },
    success: (email: string) => m.common_newsletter_success({ email }),
    get failureTitle() {
      return m.common_newsletter_failure_title();
    },
    get failure() {
      return m.common_newsletter_failure();
    },
    get confirmSentTitle() {
      return m.common_newsletter_confirm_sent_title();
    },
    confirmSent: (email: string) => m.common_newsletter_confirm_sent({ email }),
    get confirmTitle() {
      return m.common_newsletter_confirm_title();
    },
    get confirmText() {
      return m.common_newsletter_confirm_text();
    },
    get confirmButton() {
      return m.common_newsletter_confirm_button();
    },
    get confirmedTitle() {
      return m.common_newsletter_confirmed_title();
    },
    get confirmInvalid() {
      return m.common_newsletter_confirm_invalid();
    },
  },
  quote: {
    get nameRequired() {
      return m.common_quote_name_required();
    },
    get emailRequired() {
      return m.common_quote_email_required();
    },
    get emailInvalid() {
      return m.common_quote_email_invalid();
    },
    get addressRequired() {
      return m.common_quote_address_required();
    },
    get zipRequired() {
      return m.common_quote_zip_required();
    },
    get phoneRequired() {
      return m.common_quote_phone_required();
    },
    get errorTitle() {
      return m.common_quote_error_title();
    },
  },
  quickOrder: {
    get budgetRequired() {
      return m.common_quick_order_budget_required();
    },
    budgetTooLarge: (most: string) => m.common_quick_order_budget_too_large({ most }),
  },
  brochure: {
    get errorTitle() {
      return m.common_brochure_error_title();
    },
    get errorText() {
      return m.common_brochure_error_text();
    },
  },
  article: {
    get loadFailureTitle() {
      return m.common_article_load_failure_title();
    },
    get loadFailureText() {
      return m.common_article_load_failure_text();
    },
  },
  statusUpdate: {
    get failure() {
      return m.common_status_update_failure();
    },
    get successTitle() {
      return m.common_status_update_success_title();
    },
    get successText() {
      return m.common_status_update_success_text();
    },
    get cancelFailure() {
      return m.common_status_update_cancel_failure();
    },
    get cancelSuccessTitle() {
      return m.common_status_update_cancel_success_title();
    },
    get cancelSuccessText() {
      return m.common_status_update_cancel_success_text();
    },
  },
  streemSignup: {
    get failure() {
      return m.common_streem_signup_failure();
    },
    /** '{Field} is required.', with the field as the form names it. */
    required: (field: string) => m.common_streem_signup_required({ field }),
    get phoneRequired() {
      return m.common_streem_signup_phone_required();
    },
    get phoneLength() {
      return m.common_streem_signup_phone_length();
    },
    get emailInvalid() {
      return m.common_streem_signup_email_invalid();
    },
    get success() {
      return m.common_streem_signup_success();
    },
  },
  contact: {
    get messageRequired() {
      return m.common_contact_message_required();
    },
    get emailRequired() {
      return m.common_contact_email_required();
    },
    get emailInvalid() {
      return m.common_contact_email_invalid();
    },
    get success() {
      return m.common_contact_success();
    },
  },
  chat: {
    get sent() {
      return m.common_chat_sent();
    },
    get answerTime() {
      return m.common_chat_answer_time();
    },
    failed: (phone: string) => m.common_chat_failed({ phone }),
  },
  update: {
    get available() {
      return m.common_update_available();
    },
    get reload() {
      return m.common_update_reload();
    },
  },
};
