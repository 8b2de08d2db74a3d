/**
 * Real estate: the partners of the sale (found or added in the partner search), the close date and the seller.
 * The escrow officer chosen here is the one an order paid at closing sends its invoice to.
 */
import type { Partner, PartnerRole } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, useState } from 'react';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { TextField } from '#web/ui/index.ts';
import type { PartnerChoice } from '../draft.ts';
import { updateDraft } from '../draft-store.ts';
import { type ErrorLookup, textProps } from '../fields.tsx';
import { OrderField, setOrderValue } from '../order-fields.tsx';
import { PARTNER_LABELS, PartnerSearchDialog, partnerNoun } from '../partner-search-dialog.tsx';

const ROLES: readonly PartnerRole[] = ['buyerAgent', 'sellerAgent', 'titleCompany', 'loanOfficer'];

const today = () => new Date().toISOString().slice(0, 10);

/** The role named after a button's word for screen readers only ("Change Buyer's Agent"). */
const hidden = { hidden: (children: ReactNode) => <span className="visually-hidden">{children}</span> };

export function PartnersStep({
  errorFor,
  partners,
  stateCode,
  asksCloseDate,
  asksSeller,
}: {
  /** A recent purchase has closed already; a listing coverage's owner is the seller. */
  asksCloseDate: boolean;
  asksSeller: boolean;
  errorFor: ErrorLookup;
  partners: Partial<Record<PartnerRole, PartnerChoice | null>>;
  stateCode: string;
}) {
  const [searching, setSearching] = useState<PartnerRole | null>(null);
  const choose = (role: PartnerRole, partner: Partner | null) => {
    // The escrow officer of the sale is the one the closing invoice goes to: the payment step shows them.
    if (role === 'titleCompany' && partner)
      setOrderValue('payment.escrowOfficer', {
        name: partner.name,
        company: partner.company,
        email: partner.email,
      });
    updateDraft((draft) => ({
      ...draft,
      selectedPartners: {
        ...draft.selectedPartners,
        [role]: partner ? { partnerId: partner.partnerId, name: partner.name, company: partner.company } : null,
      },
    }));
  };
  return (
    <>
      <ul className="partner-picks">
        {ROLES.map((role) => {
          const chosen = partners[role];
          return (
            <li key={role} className="partner-pick">
              <div className="partner-pick__text">
                <span className="partner-pick__role">{PARTNER_LABELS[role]()}</span>
                {chosen ? (
                  <span className="partner-pick__name">
                    {chosen.name}
                    {chosen.company && <span className="order-muted"> · {chosen.company}</span>}
                  </span>
                ) : (
                  <span className="order-muted">{m.order_partner_none()}</span>
                )}
              </div>
              <div className="partner-pick__actions">
                <button type="button" className="button button--ghost" onClick={() => setSearching(role)}>
                  <RichMessage
                    parts={(chosen ? m.order_partner_change : m.order_partner_find).parts({ role: partnerNoun(role) })}
                    markup={hidden}
                  />
                </button>
                {chosen && (
                  <button type="button" className="ui-link-button" onClick={() => choose(role, null)}>
                    <RichMessage parts={m.order_partner_remove.parts({ role: partnerNoun(role) })} markup={hidden} />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {asksCloseDate && (
        <OrderField name="estimatedCloseDate">
          {(field) => (
            <TextField {...textProps(field, errorFor)} label={m.order_close_date()} type="date" min={today()} />
          )}
        </OrderField>
      )}
      {asksSeller && (
        <div className="order-row">
          <OrderField name="seller.firstName">
            {(field) => <TextField {...textProps(field, errorFor)} label={m.order_seller_first_name()} />}
          </OrderField>
          <OrderField name="seller.lastName">
            {(field) => <TextField {...textProps(field, errorFor)} label={m.order_seller_last_name()} />}
          </OrderField>
        </div>
      )}
      {searching && (
        <PartnerSearchDialog
          role={searching}
          stateCode={stateCode}
          onClose={() => setSearching(null)}
          onChoose={(partner) => {
            choose(searching, partner);
            setSearching(null);
          }}
        />
      )}
    </>
  );
}
