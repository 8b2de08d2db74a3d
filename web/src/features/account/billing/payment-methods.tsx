/**
 * The user's payment methods (GET /account/payment/info): brand, last four and expiry MM/YY of each saved
 * card and the plans it pays (plan name, address and policy number); the default card (offered first when
 * paying) carries the Default badge and every other card offers "Make default"; add one ("payment info
 * edit"), update its expiry, delete it (confirmed; the server refuses a card that pays an active monthly plan,
 * and names the card that becomes the default when the default goes), choose a plan's card, and read the
 * cards again from the gateway ("Sync cards").
 */
import { type AuthUser, type ContractSummary, isExpired, isOpenContract, type PaymentInfo } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccount } from '#web/lib/account/get-account.ts';
import { expiry } from '#web/lib/format.ts';
import { paymentInfosQueryOptions, usePaymentInfos } from '#web/lib/payments/get-payment-infos.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { confirm, showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useDeletePaymentInfo } from '../api/delete-payment-info.ts';
import { useMakeDefaultCard } from '../api/make-default-card.ts';
import { useSyncPaymentProfiles } from '../api/sync-payment-profiles.ts';
import { addressLine, cardName, cardText } from '../format.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { CardDialog } from './card-dialog.tsx';
import { DefaultCardDialog } from './default-card-dialog.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit'; info: PaymentInfo } | { kind: 'default' } | null;

/** The plans a card pays: plan name and address when the plan is one of the account's, its policy number always. */
function PaidPlans({
  policyNumbers,
  contracts,
}: {
  policyNumbers: readonly string[];
  contracts: readonly ContractSummary[];
}) {
  if (policyNumbers.length === 0) return <p className="account-muted">{m.account_card_pays_none()}</p>;
  return (
    <div className="account-card-plans">
      <h4>{m.account_card_pays()}</h4>
      <ul>
        {policyNumbers.map((policyNumber) => {
          const contract = contracts.find((candidate) => candidate.policyNumber === policyNumber);
          return (
            <li key={policyNumber} data-testid="card-plan">
              {contract && <strong>{contract.planName}</strong>}
              {contract && <span>{addressLine(contract.address)}</span>}
              <span className="account-muted">{m.account_card_pays_policy({ policyNumber })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function CardRow({
  info,
  contracts,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  info: PaymentInfo;
  contracts: readonly ContractSummary[];
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const card = info.creditCard;
  const expired = isExpired(card.expirationDate);
  return (
    <li className={`account-item${info.isDefault ? ' account-item--default' : ''}`} data-testid="payment-method">
      <div className="account-item__head">
        <h3>{cardName(card)}</h3>
        <span className="account-badges">
          {info.isDefault && <span className="account-badge account-badge--active">{m.account_card_default()}</span>}
          {expired && <span className="account-badge account-badge--pastDue">{m.account_card_expired_badge()}</span>}
        </span>
      </div>
      <p className="account-muted">{m.account_card_expires({ expires: expiry(card.expirationDate) })}</p>
      <PaidPlans policyNumbers={card.policyNumber} contracts={contracts} />
      <div className="account-actions">
        {!info.isDefault && !expired && (
          <button
            type="button"
            className="button button--ghost"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={m.account_card_make_default_label({ card: cardText(card) })}
          >
            {m.account_card_make_default()}
          </button>
        )}
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
  const makeDefault = useMakeDefaultCard();
  const queryClient = useQueryClient();
  const sync = useSyncPaymentProfiles();
  const [dialog, setDialog] = useState<Dialog>(null);
  const infos = query.data ?? [];
  const allContracts = account.data?.contracts ?? [];
  const contracts = allContracts.filter(isOpenContract);

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
      // The server makes another card the default when the default goes: say which (the cards were read again).
      const left = queryClient.getQueryData(paymentInfosQueryOptions().queryKey) ?? [];
      const next = info.isDefault ? left.find((other) => other.isDefault) : undefined;
      showToast({
        text: next
          ? m.account_card_deleted_new_default({ card: cardText(next.creditCard) })
          : accountMessages.card.deleted,
        kind: 'success',
      });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? accountMessages.card.deleteFailure(), kind: 'error' });
    }
  }

  async function chooseDefault(info: PaymentInfo) {
    try {
      await makeDefault.mutateAsync(info.creditCard.creditCardId);
      showToast({ text: m.account_card_made_default({ card: cardName(info.creditCard) }), kind: 'success' });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? m.account_card_make_default_failure(), kind: 'error' });
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
      {infos.length > 1 && <p className="account-note">{m.account_cards_default_note()}</p>}
      {infos.length > 0 && (
        <ul className="account-list">
          {infos.map((info) => (
            <CardRow
              key={info.creditCard.creditCardId}
              info={info}
              contracts={allContracts}
              busy={makeDefault.isPending}
              onMakeDefault={() => void chooseDefault(info)}
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
