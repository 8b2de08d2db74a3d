/**
 * The site in Spanish at phone size, reached as a visitor does: from /es/ a visitor orders a plan to the
 * confirmation in Spanish; the language switch keeps the page and the choice; the Spanish pages name their
 * English twins. Screenshots are kept with the test's output.
 */
import { expect, type Page, test } from '@playwright/test';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** No text runs out of its box: every element's content fits its width (Spanish runs about a quarter longer). */
async function expectNothingCut(page: Page) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#root h1, #root h2, #root h3, #root button, #root a, #root label')]
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .filter(
        (element) =>
          getComputedStyle(element).overflowX === 'visible' || getComputedStyle(element).textOverflow !== 'ellipsis',
      )
      .filter((element) => !element.closest('[data-scrolls-sideways], .order-steps, .mk-subnav'))
      .map((element) => element.textContent?.trim().slice(0, 60)),
  );
  expect(cut).toEqual([]);
}

test('a visitor orders a plan in Spanish from /es/ to the confirmation', async ({ page }) => {
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Una garantía de vivienda que responde cuando la necesita',
  );
  await expectNothingCut(page);
  await shot(page, 'home-es');

  await page.getByRole('link', { name: 'Pedir ahora' }).first().click();
  const dialog = page.getByRole('dialog', { name: '¿Cuál lo describe mejor?' });
  await dialog.getByRole('button', { name: 'Propietario de vivienda' }).click();
  await expect(page).toHaveURL(/\/es\/order\/consumer$/);

  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const next = () => page.getByRole('button', { name: /^Siguiente/ }).click();
  await expect(heading('Propiedad')).toBeVisible();
  await page.getByLabel('Código postal').fill('78701');
  await expect(page.getByText('Estado: Texas')).toBeVisible();
  await page.getByLabel('Dirección').fill('100 Congress Ave');
  await page.getByLabel('Ciudad').fill('Austin');
  await next();

  await expect(heading('Plan')).toBeVisible();
  await expect(page.getByText('Elija un plan para ver su precio')).toBeVisible();
  await page.getByRole('button', { name: /^PEDIR AHORA: PLAN Essentials/ }).click();
  await expect(heading('Coberturas adicionales y opciones')).toBeVisible();
  await expectNothingCut(page);
  await shot(page, 'options-es');
  await next();

  await page.getByLabel('Nombre del propietario').fill('Lucía');
  await page.getByLabel('Apellido del propietario').fill('Ramírez');
  await page.getByLabel('Correo electrónico del propietario').fill('lucia.ramirez@example.com');
  await page.getByLabel('Teléfono del propietario').fill('5125550177');
  await next();

  // The card is typed into the gateway's own form, framed on our page under a Spanish title.
  const frame = page.locator('iframe[title="Formulario seguro de tarjeta"]');
  const enter = page.getByRole('button', { name: 'Ingresar tarjeta' });
  await expect(frame.or(enter).first()).toBeVisible();
  if (!(await frame.isVisible())) await enter.click();
  const form = frame.contentFrame();
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel('Expiration (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Billing zip code').fill('78701');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('saved-card')).toContainText('que termina en 1111, vence 12/39');
  await next();

  await expect(heading('Revisión')).toBeVisible();
  await page.getByLabel(/^Acepto los términos y condiciones/).check();
  await expectNothingCut(page);
  await shot(page, 'review-es');
  await page.getByRole('button', { name: 'Hacer el pedido' }).click();

  await expect(page).toHaveURL(/\/es\/order\/consumer\/submitted$/);
  await expect(page.locator('.order-confirmation__facts')).toContainText('La cobertura comienza');
  await expect(page.getByRole('button', { name: 'Cree su contraseña' })).toBeVisible();
  await expectNothingCut(page);
  await shot(page, 'confirmation-es');
});

test('the language switch opens the same page in the other language and keeps the choice', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // The app has taken over the prerendered page: the switch keeps the choice as well as opening the page.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver esta página en Español' }).first().click();
  await expect(page).toHaveURL(/\/es\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  // The Spanish page names both versions of itself.
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${new URL((link as HTMLLinkElement).href).pathname}`),
    );
  expect(alternates).toEqual(['en-US /about-us', 'es-US /es/about-us', 'x-default /about-us']);
  // Back at an English address, the visitor's choice brings them to the Spanish page.
  await page.goto('/homeowner-warranty');
  await expect(page).toHaveURL(/\/es\/homeowner-warranty$/);
  await page.getByRole('link', { name: 'View this page in English' }).first().click();
  await expect(page).toHaveURL(/\/homeowner-warranty$/);
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
