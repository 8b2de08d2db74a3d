import { m } from '../i18n/index.ts';

export const transport = {
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
};
