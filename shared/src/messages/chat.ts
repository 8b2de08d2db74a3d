import { m } from '../i18n/index.ts';

export const chat = {
  get sent() {
    return m.common_chat_sent();
  },
  get answerTime() {
    return m.common_chat_answer_time();
  },
  failed: (phone: string) => m.common_chat_failed({ phone }),
};
