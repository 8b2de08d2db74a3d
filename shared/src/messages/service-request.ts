import { m } from '../i18n/index.ts';

export const serviceRequest = {
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
};
