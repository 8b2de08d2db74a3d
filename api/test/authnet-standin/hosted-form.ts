/**
 * Accept Customer's "add payment" page (`https://test.authorize.net/customer/addPayment` on the real sandbox),
 * after AuthorizeNet/accept-sample-app (index.php, IFrameCommunicator.html) and the hostedProfile settings of
 * getHostedProfilePageRequest.
 *
 * The merchant's page posts the token (a hidden `token` field, form-encoded) into an iframe. The page talks back
 * through the merchant's IFrameCommunicator page: it loads a hidden iframe whose src is
 * hostedProfileIFrameCommunicatorUrl plus a hash such as `#action=resizeWindow&width=W&height=H`,
 * `#action=successfulSave` or `#action=cancel`; the communicator hands that string (`qstr`) and its
 * document.referrer (`parent`) to `window.parent.parent.CommunicationHandler.onReceiveCommunication`. The sample's
 * handler tells the frames apart by `parent.split('/')[4]`, the path segment after /customer/, so this page keeps
 * that URL (the form posts back to it) and lets the full URL through as referrer.
 */
import { duplicatePaymentProfile, MAX_PAYMENT_PROFILES, newPaymentProfile, validationResponse } from './api.ts';
import { cardCodeValid, cardNumberValid, cardTypeOf, digitsOnly, isExpired, parseExpiration } from './cards.ts';
import type { HostedToken, Store } from './store.ts';
import type { CustomerAddressType } from './types.ts';

export interface HostedPage {
  status: number;
  html: string;
}

/** Headers of every hosted page: framable by any origin, and a full referrer for the communicator. */
export const HOSTED_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer-when-downgrade',
} as const;

const BILLING_FIELDS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['company', 'Company'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZIP Code'],
  ['country', 'Country'],
  ['phoneNumber', 'Phone Number'],
] as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Handles a request below /customer/; `body` is the form-encoded request body. */
export function handleHosted(store: Store, method: string, path: string, body: string): HostedPage {
  if (path !== '/customer/addPayment') {
    return page('Not available', '<p class="error">This page is not part of the Authorize.Net stand-in.</p>', 404);
  }
  const form = new URLSearchParams(method === 'POST' ? body : '');
  const token = form.get('token') ?? '';
  const entry = store.liveToken(token);
  if (!entry) return errorPage();
  const action = form.get('action');
  if (action === 'cancel') return communicatorPage(entry, 'action=cancel', 'No changes were made.');
  if (action !== 'save') return formPage(entry, token, [], form);

  const { errors, card, billTo } = check(store, entry, form);
  if (errors.length > 0 || !card) return formPage(entry, token, errors, form);
  const profile = store.profiles.get(entry.customerProfileId);
  if (!profile) return errorPage();
  if (duplicatePaymentProfile(profile, card.number, billTo)) {
    return formPage(entry, token, ['A duplicate customer payment profile already exists.'], form);
  }
  if (profile.paymentProfiles.length >= MAX_PAYMENT_PROFILES) {
    return formPage(entry, token, [`You cannot add more than ${MAX_PAYMENT_PROFILES} payment profiles.`], form);
  }
  const mode = entry.settings.get('hostedProfileValidationMode') ?? 'testMode';
  const validation = validationResponse(store, mode, card, billTo, profile.merchantCustomerId, profile.email);
  if (!validation.approved) return formPage(entry, token, ['This transaction has been declined.'], form);
  profile.paymentProfiles.push(
    newPaymentProfile(store, profile.customerProfileId, { billTo, customerType: 'individual' }, card),
  );
  return communicatorPage(entry, 'action=successfulSave', 'Your payment information was saved.');
}

function showsBillingAddress(entry: HostedToken): boolean {
  return (entry.settings.get('hostedProfileBillingAddressOptions') ?? 'showBillingAddress') !== 'showNone';
}

function check(store: Store, entry: HostedToken, form: URLSearchParams) {
  const errors: string[] = [];
  const number = digitsOnly(form.get('cardNumber') ?? '');
  const expirationText = (form.get('expirationDate') ?? '').trim();
  const cardCode = (form.get('cardCode') ?? '').trim();
  const type = cardTypeOf(number);
  if (number === '') errors.push('Card Number is required.');
  else if (!cardNumberValid(number)) errors.push('The credit card number is invalid.');
  const expiration = parseExpiration(expirationText);
  if (expirationText === '') errors.push('Expiration Date is required.');
  else if (!expiration) errors.push('Credit card expiration date is invalid.');
  else if (isExpired(expiration, store.now())) errors.push('The credit card has expired.');
  const codeRequired = entry.settings.get('hostedProfileCardCodeRequired') === 'true';
  if (cardCode === '' && codeRequired) errors.push('Card Code is required.');
  else if (cardCode !== '' && !cardCodeValid(cardCode, type)) errors.push('The card code is invalid.');

  let billTo: CustomerAddressType | undefined;
  if (showsBillingAddress(entry)) {
    billTo = {};
    for (const [name] of BILLING_FIELDS) {
      const value = (form.get(name) ?? '').trim();
      if (value !== '') billTo[name] = value;
    }
    if (entry.settings.get('hostedProfileBillingAddressRequired') === 'true' && !billTo.zip) {
      errors.push('ZIP Code is required.');
    }
    if (Object.keys(billTo).length === 0) billTo = undefined;
  }
  const card = errors.length === 0 && expiration && type ? { number, expiration, type } : undefined;
  return { errors, card, billTo };
}

/** hostedProfileHeadingBgColor: a CSS colour such as `#e0e0e0` or `blue`. */
function cssColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^[0-9a-fA-F]{6}$/.test(value)) return `#${value}`;
  return /^#[0-9a-fA-F]{3,8}$/.test(value) || /^[a-zA-Z]+$/.test(value) ? value : undefined;
}

function page(title: string, content: string, status = 200, entry?: HostedToken): HostedPage {
  const heading = cssColor(entry?.settings.get('hostedProfileHeadingBgColor'));
  const border = entry?.settings.get('hostedProfilePageBorderVisible') !== 'false';
  const headingStyle = heading ? `background:${heading};color:#fff;` : '';
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer-when-downgrade">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:12px;color:#222}
main{${border ? 'border:1px solid #ccc;border-radius:4px;' : ''}padding:12px;max-width:520px}
h1{font-size:18px;margin:0 0 12px;padding:6px;${headingStyle}}
label{display:block;margin:8px 0 2px;font-size:14px}
input{font-size:15px;padding:6px;width:100%;box-sizing:border-box}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b00020;margin:8px 0}
.buttons{margin-top:14px;display:flex;gap:8px}
button{font-size:15px;padding:8px 16px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>
`;
  return { status, html };
}

function errorPage(): HostedPage {
  return page('Error', '<p class="error" role="alert">Missing or invalid token.</p>');
}

/** A script that loads the communicator with `#<qstr>` in a hidden iframe. */
function communicatorScript(url: string, qstrExpression: string, onLoad: boolean): string {
  const target = JSON.stringify(url).replace(/</g, '\\u003c');
  const send = `var f=document.createElement('iframe');f.style.display='none';f.title='communicator';f.src=${target}+'#'+${qstrExpression};document.body.appendChild(f);`;
  return `<script>${onLoad ? `window.addEventListener('load',function(){${send}});` : send}</script>`;
}

function formPage(entry: HostedToken, token: string, errors: string[], values: URLSearchParams): HostedPage {
  const value = (name: string) =>
    escapeHtml(name === 'cardNumber' || name === 'cardCode' ? '' : (values.get(name) ?? ''));
  const codeRequired = entry.settings.get('hostedProfileCardCodeRequired') === 'true';
  const billingRequired = entry.settings.get('hostedProfileBillingAddressRequired') === 'true';
  const saveText = entry.settings.get('hostedProfileSaveButtonText') || 'Save';
  const billing = showsBillingAddress(entry)
    ? `<fieldset><legend>Billing Address</legend>${BILLING_FIELDS.map(
        ([name, label]) =>
          `<label for="${name}">${label}${billingRequired && name === 'zip' ? ' *' : ''}</label><input id="${name}" name="${name}" value="${value(name)}"${name === 'zip' ? ' autocomplete="postal-code"' : ''}>`,
      ).join('\n')}</fieldset>`
    : '';
  const communicator = entry.settings.get('hostedProfileIFrameCommunicatorUrl');
  const resize = communicator
    ? communicatorScript(
        communicator,
        "'action=resizeWindow&width='+document.documentElement.scrollWidth+'&height='+document.documentElement.scrollHeight",
        true,
      )
    : '';
  const content = `${errors.map((e) => `<p class="error" role="alert">${escapeHtml(e)}</p>`).join('\n')}
<form method="post" action="/customer/addPayment" autocomplete="off" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="cardNumber">Card Number *</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="19">
<div class="row"><div><label for="expirationDate">Expiration Date (MM/YY) *</label><input id="expirationDate" name="expirationDate" placeholder="MM/YY" autocomplete="cc-exp" maxlength="7" value="${value('expirationDate')}"></div>
<div><label for="cardCode">Card Code${codeRequired ? ' *' : ''}</label><input id="cardCode" name="cardCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div></div>
${billing}
<div class="buttons"><button type="submit" name="action" value="save">${escapeHtml(saveText)}</button><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>
${resize}`;
  return page('Add Payment Information', content, 200, entry);
}

function communicatorPage(entry: HostedToken, qstr: string, message: string): HostedPage {
  const communicator = entry.settings.get('hostedProfileIFrameCommunicatorUrl');
  if (communicator) {
    const src = `${communicator}#${qstr}`;
    return page(
      'Add Payment Information',
      `<p>${escapeHtml(message)}</p>\n<iframe src="${escapeHtml(src)}" title="communicator" style="display:none" width="0" height="0"></iframe>`,
      200,
      entry,
    );
  }
  const returnUrl = entry.settings.get('hostedProfileReturnUrl');
  const returnText = entry.settings.get('hostedProfileReturnUrlText') || 'Continue';
  const link = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}" target="_top">${escapeHtml(returnText)}</a></p>` : '';
  return page('Add Payment Information', `<p>${escapeHtml(message)}</p>\n${link}`, 200, entry);
}
