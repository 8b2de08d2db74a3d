/**
 * /account/messages, from the profile's "How we reach you": each kind of message a homeowner gets with a switch
 * per channel it goes out on (e-mail, text, phone notification). A switch changes once the server saved it, and
 * says so; one that cannot change says why (a failed payment is always e-mailed, texts need the opt-in, phone
 * notifications a device that allowed them). The rules are @hw/shared message-preferences.
 */
import type { MessagePreferencesResponse } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { Switch, showToast } from '#web/ui/index.ts';
import {
  type MessageChoice,
  messagePreferencesQueryOptions,
  useSaveMessageChoice,
} from '../api/message-preferences.ts';
import { CHANNEL_NAMES, FIXED_REASONS, KIND_NAMES } from './message-words.ts';
import './message-preferences.css';

function Kinds({ answer }: { answer: MessagePreferencesResponse }) {
  const save = useSaveMessageChoice();
  const [saving, setSaving] = useState<string | null>(null);
  async function change(choice: MessageChoice) {
    setSaving(`${choice.kind}-${choice.channel}`);
    try {
      await save.mutateAsync(choice);
      showToast({ text: m.notices_saved(), kind: 'success' });
    } catch (error) {
      const reason = isApiError(error) ? error.errors[0]?.message : undefined;
      showToast({ text: reason ? `${m.notices_save_failed()} ${reason}` : m.notices_save_failed(), kind: 'error' });
    } finally {
      setSaving(null);
    }
  }
  return (
    <ul className="message-kinds">
      {answer.kinds.map(({ kind, channels }) => (
        <li key={kind} className="message-kind">
          <h3 id={`message-kind-${kind}`}>{KIND_NAMES[kind]()}</h3>
          <ul className="message-channels">
            {channels.map(({ channel, sent, fixed }) => {
              const id = `${kind}-${channel}`;
              const labelId = `message-${id}-label`;
              const reasonId = `message-${id}-reason`;
              return (
                <li key={channel} className="message-channel">
                  <div className="message-channel__words">
                    <span id={labelId}>{CHANNEL_NAMES[channel]()}</span>
                    {fixed && (
                      <span id={reasonId} className="message-channel__reason">
                        {FIXED_REASONS[fixed]()}
                      </span>
                    )}
                  </div>
                  <Switch
                    id={`message-${id}`}
                    checked={sent}
                    label={m.notices_switch_label({ kind: KIND_NAMES[kind](), channel: CHANNEL_NAMES[channel]() })}
                    describedBy={fixed ? reasonId : undefined}
                    disabled={fixed !== undefined || (saving !== null && saving !== id)}
                    busy={saving === id}
                    onChange={(on) => void change({ kind, channel, on })}
                  />
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function MessagePreferencesScreen() {
  const query = useQuery(messagePreferencesQueryOptions());
  return (
    <section
      className="card account-card message-preferences"
      aria-labelledby="message-preferences-title"
      aria-busy={query.isFetching}
    >
      <Link to="/account" hash="profile" className="message-preferences__back">
        {m.notices_back()}
      </Link>
      <h2 id="message-preferences-title">{m.notices_title()}</h2>
      <p className="account-note">{m.notices_intro()}</p>
      {query.isError && !query.data && (
        <div role="alert">
          <p>{m.notices_load_failed()}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {m.notices_retry()}
          </button>
        </div>
      )}
      {query.data && <Kinds answer={query.data} />}
    </section>
  );
}
