/**
 * A plan's money in My Plans (GET /account/contract/{id}/money): the day it is paid through and its balance,
 * auto-renewal and automatic payment with a switch each (while the plan is in force), and its payments and
 * charges on demand. Every change shows what the server answered, and a refusal in the server's words.
 * Paying the rest of a monthly term is among the plan's actions (pay-in-full.tsx).
 */
import type { ContractMoney, ContractSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, useId, useState } from 'react';
import { day, moment, money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { confirm, Switch, showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useContractMoney } from '../api/get-contract-money.ts';
import { useSetAutoRenew } from '../api/set-auto-renew.ts';
import { useSetAutomaticPayment } from '../api/set-automatic-payment.ts';
import {
  automaticPaymentLabel,
  balanceWords,
  paidThroughWords,
  paymentTermsChangeable,
  type StatementRow,
  serverWords,
  statementRows,
} from '../plan-money-rules.ts';
import { AgreementWords } from './agreement-words.tsx';
import { AutomaticPaymentDialog } from './automatic-payment-dialog.tsx';

const words = accountMessages.planMoney;

/** "$64.99", or "−$64.99" with a true minus sign for money that takes off what is owed. */
const signedMoney = (amount: number) => (amount < 0 ? `\u2212${money(-amount)}` : money(amount));

function Setting({
  label,
  value,
  hint,
  checked,
  busy,
  disabled,
  onChange,
  refusal,
  children,
}: {
  label: string;
  value: string;
  hint: string;
  checked: boolean;
  busy: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
  refusal: string | null;
  children?: ReactNode;
}) {
  const hintId = useId();
  return (
    <div className="plan-setting">
      <div className="plan-setting__row">
        <p className="plan-setting__text">
          <RichMessage
            parts={m.account_plan_setting.parts({ label, value })}
            markup={{
              term: (children) => <span className="plan-setting__label">{children}</span>,
              figure: (children) => (
                <strong className="plan-setting__value" aria-live="polite">
                  {children}
                </strong>
              ),
            }}
          />
        </p>
        <Switch
          checked={checked}
          onChange={onChange}
          label={label}
          describedBy={hintId}
          busy={busy}
          disabled={disabled}
        />
      </div>
      <p id={hintId} className="plan-setting__hint">
        {hint}
      </p>
      {children}
      {refusal && (
        <p className="account-alert" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

function AutoRenewSetting({ contract, data }: { contract: ContractSummary; data: ContractMoney }) {
  const online = useOnline();
  const setAutoRenew = useSetAutoRenew(contract.contractId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const end = day(contract.expireDate);

  async function change(isAutoRenew: boolean) {
    setRefusal(null);
    try {
      // The switch and the words beside it say what the server now holds; no toast on top of them.
      await setAutoRenew.mutateAsync(isAutoRenew);
    } catch (error) {
      setRefusal(serverWords(error) ?? words.changeFailure());
    }
  }

  let hint: string;
  if (data.isAutoRenew) hint = end ? m.account_plan_renews_on({ date: end }) : m.account_plan_renews();
  else hint = end ? m.account_plan_ends_on({ date: end }) : m.account_plan_ends();
  return (
    <Setting
      label={m.account_plan_auto_renew()}
      value={data.isAutoRenew ? m.account_yes() : m.account_no()}
      hint={hint}
      checked={data.isAutoRenew}
      busy={setAutoRenew.isPending}
      disabled={!online}
      onChange={(next) => void change(next)}
      refusal={refusal}
    />
  );
}

function automaticHint(automatic: ContractMoney['automaticPayment']): string {
  if (!automatic.isEnabled) return words.invoicedInstead;
  return automatic.words ? m.account_plan_autopay_as_agreed() : m.account_plan_autopay_as_due();
}

function AutomaticPaymentSetting({ contract, data }: { contract: ContractSummary; data: ContractMoney }) {
  const online = useOnline();
  const setAutomatic = useSetAutomaticPayment(contract.contractId);
  const [choosing, setChoosing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const automatic = data.automaticPayment;

  async function turnOff() {
    const yes = await confirm({
      title: m.account_plan_autopay_off_title(),
      content: m.account_plan_autopay_off_question({ policyNumber: contract.policyNumber }),
      yesLabel: m.account_plan_autopay_turn_off(),
      noLabel: m.account_plan_autopay_keep_on(),
    });
    if (!yes) return;
    try {
      await setAutomatic.mutateAsync({ isEnabled: false });
      showToast({ text: words.automaticOff(contract.policyNumber), kind: 'success' });
    } catch (error) {
      setRefusal(serverWords(error) ?? words.changeFailure());
    }
  }

  function change(next: boolean) {
    setRefusal(null);
    if (next) setChoosing(true);
    else void turnOff();
  }

  return (
    <Setting
      label={m.account_plan_autopay()}
      value={automaticPaymentLabel(automatic)}
      hint={automaticHint(automatic)}
      checked={automatic.isEnabled}
      busy={setAutomatic.isPending}
      disabled={!online}
      onChange={change}
      refusal={refusal}
    >
      {automatic.isEnabled && automatic.words && (
        <figure className="plan-agreement">
          <blockquote className="plan-words" data-testid="agreed-words">
            <AgreementWords words={automatic.words} policyNumber={contract.policyNumber} />
          </blockquote>
          {automatic.agreedAt && (
            <figcaption className="plan-agreement__when">
              {m.account_plan_agreed_on({ date: moment(automatic.agreedAt) })}
            </figcaption>
          )}
        </figure>
      )}
      {choosing && <AutomaticPaymentDialog contract={contract} onClose={() => setChoosing(false)} />}
    </Setting>
  );
}

const CHARGE_BADGES = {
  paid: { label: () => m.account_plan_charge_paid(), className: 'account-badge account-badge--paid' },
  owed: {
    // A charge partly paid says how much of it is still owed.
    label: (row: StatementRow) =>
      row.charge && row.charge.owedAmount < row.amount
        ? m.account_plan_charge_owed_amount({ amount: money(row.charge.owedAmount) })
        : m.account_plan_charge_owed(),
    className: 'account-badge account-badge--pastDue',
  },
  cancelled: { label: () => m.account_plan_charge_cancelled(), className: 'account-badge' },
} as const;

function Statement({ id, data }: { id: string; data: ContractMoney }) {
  const rows = statementRows(data.lines);
  const severalContracts = new Set(rows.map((row) => row.policyNumber)).size > 1;
  const balance = balanceWords(data.balance);
  return (
    <div id={id} className="plan-statement">
      {rows.length === 0 ? (
        <p className="account-muted">{m.account_plan_statement_empty()}</p>
      ) : (
        <ul className="plan-statement__lines" aria-label={m.account_plan_statement_label()}>
          {rows.map((row) => {
            const badge = row.charge && CHARGE_BADGES[row.charge.state];
            const moneyIn = row.amount < 0;
            return (
              <li key={row.key} className="plan-statement__line" data-testid="ledger-line">
                <span className="plan-statement__what">
                  <span className="plan-statement__description">{row.description}</span>
                  <span className="plan-statement__meta">
                    {day(row.date)} · {row.kindLabel}
                    {severalContracts && (
                      <>
                        {' · '}
                        <span className="plan-nowrap">{row.policyNumber}</span>
                      </>
                    )}
                  </span>
                </span>
                <span className="plan-statement__figures">
                  <span
                    className={moneyIn ? 'plan-statement__amount plan-statement__amount--in' : 'plan-statement__amount'}
                  >
                    {signedMoney(row.amount)}
                  </span>
                  {badge && <span className={badge.className}>{badge.label(row)}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className={balance.owed ? 'plan-statement__balance plan-statement__balance--owed' : 'plan-statement__balance'}>
        <span>{m.account_plan_balance()}</span>
        <strong>{balance.text}</strong>
      </p>
    </div>
  );
}

export function PlanMoney({ contract }: { contract: ContractSummary }) {
  const query = useContractMoney(contract.contractId);
  const [open, setOpen] = useState(false);
  const statementId = useId();
  const data = query.data;
  if (!data) {
    return query.isError ? (
      <p className="account-muted">{m.account_plan_money_load_failure()}</p>
    ) : (
      <p className="account-muted">{m.account_plan_money_loading()}</p>
    );
  }
  const balance = balanceWords(data.balance);
  return (
    <div className="plan-money">
      <dl className="account-details plan-money__facts">
        <div>
          <dt>{m.account_plan_paid_through()}</dt>
          <dd>{paidThroughWords(data.paidThrough)}</dd>
        </div>
        <div>
          <dt>{m.account_plan_balance()}</dt>
          <dd className={balance.owed ? 'plan-money__owed' : undefined}>{balance.text}</dd>
        </div>
        {data.renewalPlan && (
          <div>
            <dt>{m.account_plan_at_renewal()}</dt>
            <dd>{m.account_plan_changes_to({ planName: data.renewalPlan.planName })}</dd>
          </div>
        )}
      </dl>
      {paymentTermsChangeable(contract) && (
        <>
          <AutoRenewSetting contract={contract} data={data} />
          <AutomaticPaymentSetting contract={contract} data={data} />
        </>
      )}
      <button
        type="button"
        className="plan-disclosure"
        aria-expanded={open}
        aria-controls={statementId}
        onClick={() => setOpen((was) => !was)}
      >
        {m.account_plan_statement()}
      </button>
      {open && <Statement id={statementId} data={data} />}
    </div>
  );
}
