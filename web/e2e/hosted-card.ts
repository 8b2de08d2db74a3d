/**
 * Entering a card in the browser tests, as a person does: the card is typed into the gateway's hosted card form,
 * framed on our page (web/src/lib/payments/hosted-card-form.tsx; the sandbox gateway serves the form on the site's own
 * origin). Taps "Enter card" when the form did not open by itself, fills the frame's fields, taps Save, and waits
 * for the saved card's line ("Visa ending 1111, expires 12/39").
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The frame's accessible name (HOSTED_CARD_FRAME_TITLE of web/src/lib/payments/hosted-card-form.tsx). */
export const CARD_FRAME_TITLE = 'Secure card form';
export const CARD_FRAME = `iframe[title="${CARD_FRAME_TITLE}"]`;

export interface TestCard {
  /** As typed: spaces allowed. */
  number: string;
  /** MM/YY */
  expiry?: string;
  code?: string;
  zip?: string;
}

/** The saved card's line in `within`. */
export const savedCardLine = (within: Page | Locator) => within.getByTestId('saved-card');

/** The hosted card form's frame in `within`, to type into. */
export const cardForm = (within: Page | Locator) => within.locator(CARD_FRAME).contentFrame();

/** Opens the card form if it is not open yet (waiting for one that opens by itself). */
export async function openCardForm(within: Page | Locator): Promise<void> {
  const frame = within.locator(CARD_FRAME);
  const enter = within.getByRole('button', { name: /^(Enter card|Use a different card|Open the card form again)$/ });
  await expect(frame.or(enter).first()).toBeVisible();
  if (!(await frame.isVisible())) await enter.first().click();
  await expect(frame).toBeVisible();
}

/** Types the card into the hosted form and saves it; answers the saved card's line. */
export async function enterCard(
  within: Page | Locator,
  { number, expiry = '12/39', code = '123', zip = '78701' }: TestCard,
): Promise<Locator> {
  await openCardForm(within);
  const form = cardForm(within);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration (MM/YY)').fill(expiry);
  await form.getByLabel('Security code').fill(code);
  await form.getByLabel('Billing zip code').fill(zip);
  await form.getByRole('button', { name: 'Save' }).click();
  const line = savedCardLine(within);
  await expect(line).toContainText(`ending ${number.replace(/\D/g, '').slice(-4)}, expires ${expiry}`);
  await expect(within.locator(CARD_FRAME)).toHaveCount(0);
  return line;
}
