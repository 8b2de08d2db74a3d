/** The chat dialog's message form (chat-widget.tsx loads it as the dialog first opens). */
import { ContactEmailBody, type ContactFormField, contactFormErrors, maxLengthOf, messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type FormEvent, useId, useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { useSession } from '#web/lib/session/index.ts';
import { ContactFields, TextAreaField } from '#web/ui/index.ts';
import { sendContactEmail } from '../api/send-contact-email.ts';

type ChatField = Exclude<ContactFormField, 'phone'>;
type ChatValues = Record<ChatField, string>;
const NAME_AND_EMAIL = { name: 'name', email: 'email' } as const;

export function ChatForm({ onDone }: { onDone: () => void }) {
  const { user } = useSession();
  const prefix = `chat${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fieldId = (field: ChatField) => `${prefix}-${field}`;
  const [values, setValues] = useState<ChatValues>(() => ({
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    message: '',
  }));
  const [attempted, setAttempted] = useState(false);
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const errors = attempted ? contactFormErrors(values) : {};
  const set = (field: ChatField) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setAttempted(true);
    const found = contactFormErrors(values);
    const first = (['email', 'message'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setState('sending');
    try {
      await sendContactEmail({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  if (state === 'sent') {
    return (
      <div className="chat-form__sent" role="status">
        <p>
          <strong>{messages.chat.sent}</strong>
        </p>
        <p>{messages.chat.answerTime}</p>
        <button type="button" className="button button--accent" onClick={onDone}>
          {m.chat_close()}
        </button>
      </div>
    );
  }

  return (
    <form className="chat-form" noValidate aria-label={m.chat_title()} onSubmit={(event) => void submit(event)}>
      <p className="chat-form__intro">{messages.chat.answerTime}</p>
      <ContactFields
        form={{ fieldId, values, set, errors }}
        fields={NAME_AND_EMAIL}
        maxLength={(name) => maxLengthOf(ContactEmailBody, name)}
        showErrorText
      />
      <TextAreaField
        id={fieldId('message')}
        label={m.chat_message_label()}
        className="chat-form__message"
        rows={4}
        maxLength={maxLengthOf(ContactEmailBody, 'message')}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
        error={errors.message}
        showErrorText
      />
      {state === 'failed' && (
        <p className="chat-form__error" role="alert">
          {messages.chat.failed(brand.phone)}
        </p>
      )}
      <button type="submit" className="button button--accent chat-form__send" disabled={state === 'sending'}>
        {state === 'sending' ? m.site_form_sending() : m.chat_send()}
      </button>
    </form>
  );
}
