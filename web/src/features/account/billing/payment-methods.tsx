/**
 * The user's payment methods (GET /account/payment/info): brand, last four and expiry MM/YY of each saved
 * card, the plans it pays; add one ("payment info edit"), update its expiry, delete it (confirmed; the
 * server refuses a card that pays an active monthly plan), set a plan's default card ("default payment
 * method"), and read the cards again from the gateway ("Sync cards").
 */
import { type AuthUser, isExpired, isOpenContract, type PaymentInfo } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { useAccount } from '#web/lib/account/get-account.ts';
import { expiry } from '#web/lib/format.ts';
import { usePaymentInfos } from '#web/lib/payments/get-payment-infos.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { confirm, showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useDeletePaymentInfo } from '../api/delete-payment-info.ts';
import { useSyncPaymentProfiles } from '../api/sync-payment-profiles.ts';
import { cardName, cardText } from '../format.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { CardDialog } from './card-dialog.tsx';
import { DefaultCardDialog } from './default-card-dialog.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit'; info: PaymentInfo } | { kind: 'default' } | null;

function CardRow({ info, onEdit, onDelete }: { info: PaymentInfo; onEdit: () => void; onDelete: () => void }) {
  const card = info.creditCard;
  const expired = isExpired(card.expirationDate);
  return (
    <li className="account-item" data-testid="payment-method">
      <div className="account-item__head">
        <h3>{cardName(card)}</h3>
        <span className="account-badges">
          {info.isDefault && <span className="account-badge account-badge--active">{m.account_card_default()}</span>}
          {expired && <span className="account-badge account-badge--pastDue">{m.account_card_expired_badge()}</span>}
        </span>
      </div>
      <p className="account-muted">
        {card.policyNumber.length > 0
          ? m.account_card_expires_pays({ expires: expiry(card.expirationDate), plans: card.policyNumber.join(', ') })
          : m.account_card_expires({ expires: expiry(card.expirationDate) })}
      </p>
      <div className="account-actions">
        <button type="button" className="button button--ghost" onClick={onEdit}>
          {m.account_card_update()}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={onDelete}
          aria-label={m.account_card_delete_label({ card: cardText(card) })}
        >
          {m.account_card_delete()}
        </button>
      </div>
    </li>
  );
}

export function PaymentMethods({ user }: { user: AuthUser }) {
  const query = usePaymentInfos();
  const account = useAccount();
  const deleteCard = useDeletePaymentInfo();
  const sync = useSyncPaymentProfiles();
  const [dialog, setDialog] = useState<Dialog>(null);
  const infos = query.data ?? [];
  const contracts = (account.data?.contracts ?? []).filter(isOpenContract);

  async function remove(info: PaymentInfo) {
    const yes = await confirm({
      title: m.account_card_delete_title(),
      content: m.account_card_delete_question({ card: cardText(info.creditCard) }),
      yesLabel: m.account_yes(),
      noLabel: m.account_no(),
    });
    if (!yes) return;
    try {
      await deleteCard.mutateAsync(info.creditCard.creditCardId);
      showToast({ text: accountMessages.card.deleted, kind: 'success' });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? accountMessages.card.deleteFailure(), kind: 'error' });
    }
  }

  async function syncCards() {
    try {
      await sync.mutateAsync();
      showToast({ text: accountMessages.card.synced, kind: 'success' });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? accountMessages.card.saveFailure(), kind: 'error' });
    }
  }

  return (
    <section className="card account-card" aria-labelledby="payment-methods-title" aria-busy={query.isFetching}>
      <h2 id="payment-methods-title">{m.account_payment_methods_title()}</h2>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {query.isError && !query.data && <p className="account-muted">{m.account_cards_load_failure()}</p>}
      {query.data && infos.length === 0 && <p className="account-muted">{m.account_cards_none()}</p>}
      {infos.length > 0 && (
        <ul className="account-list">
          {infos.map((info) => (
            <CardRow
              key={info.creditCard.creditCardId}
              info={info}
              onEdit={() => setDialog({ kind: 'edit', info })}
              onDelete={() => void remove(info)}
            />
          ))}
        </ul>
      )}
      <div className="account-actions account-actions--section">
        <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'add' })}>
          {m.account_card_add()}
        </button>
        {infos.length > 0 && contracts.length > 0 && (
          <button type="button" className="button button--ghost" onClick={() => setDialog({ kind: 'default' })}>
            {m.account_card_default_for_plan()}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void syncCards()}
          disabled={sync.isPending}
        >
          {sync.isPending ? m.account_cards_syncing() : m.account_cards_sync()}
        </button>
      </div>
      {dialog?.kind === 'add' && <CardDialog user={user} contracts={contracts} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <CardDialog user={user} contracts={contracts} card={dialog.info.creditCard} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'default' && (
        <DefaultCardDialog contracts={contracts} infos={infos} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
