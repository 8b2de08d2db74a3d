/**
 * The site in Spanish at phone size, reached as a visitor does: from /es/ a visitor orders a plan to the
 * confirmation in Spanish; the language switch keeps the page and the choice; the Spanish pages name their
 * English twins. Screenshots are kept with the test's output.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

let mailCatcher: MailCatcher;
test.beforeAll(async () => {
  mailCatcher = await startMailCatcher();
});
test.afterAll(async () => {
  await mailCatcher.close();
});

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
  await expect(page.getByTestId('saved-card')).toContainText('terminada en 1111, vence 12/39');
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
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('link', { name: 'View this page in English' }).first().click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/homeowner-warranty$/);
  await page.goto('/about-us');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

/** Sets the demo homeowner's language as the profile does, keeping the rest of the profile. */
async function setHomeownerLanguage(request: APIRequestContext, preferredLanguage: 'en' | 'es') {
  const signIn = await request.post('/api/authenticate', {
    data: { grant_type: 'password', username: 'homeowner@example.com', password: 'demo-password' },
  });
  const headers = { Authorization: `Bearer ${(await signIn.json()).access_token}` };
  const { user } = await (await request.get('/api/account/user', { headers })).json();
  const saved = await request.post('/api/account/user', {
    headers,
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      phones: user.phones.map(({ number, type, isPrimary }: { number: string; type: string; isPrimary: boolean }) => ({
        number,
        type,
        isPrimary,
      })),
      preferredLanguage,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return headers;
}

test.describe('a Spanish-speaking homeowner', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ request }) => {
    await setHomeownerLanguage(request, 'en');
  });

  test('files a claim and books the visit in Spanish, the questions in Spanish too', async ({ page, request }) => {
    const headers = await setHomeownerLanguage(request, 'es');
    await page.goto('/es/account');
    await page.getByPlaceholder('Correo electrónico').fill('homeowner@example.com');
    await page.getByLabel('Contraseña').fill('demo-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú de la cuenta' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Nueva solicitud de servicio' }).click();

    const dialog = page.getByRole('dialog', { name: 'Solicitud de servicio' });
    const step = (name: string) => dialog.getByRole('heading', { level: 3, name, exact: true });
    const next = () => dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
    const answer = async (question: string, act: () => Promise<void>) => {
      await expect(step(question)).toBeVisible();
      await act();
      await next();
    };
    await expect(step('¿Qué casa necesita una reparación?')).toBeVisible();
    await dialog.getByRole('radio', { name: /HW-20418837, .*Austin, TX/ }).check();
    await next();
    await expect(step('¿Qué necesita reparación?')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Air Conditioning / Cooling' }).check();
    await next();

    await answer('¿Qué tipo de equipo de aire acondicionado necesita servicio?', () =>
      dialog.getByRole('radio', { name: 'Aire acondicionado central (con una unidad afuera)' }).check(),
    );
    await expectNothingCut(page);
    await shot(page, 'claim-question-es');
    await answer('¿Qué está pasando? Elija todas las opciones que correspondan.', () =>
      dialog.getByRole('checkbox', { name: 'Funciona pero echa aire caliente' }).check(),
    );
    await answer('¿El termostato está en Cool (frío), más bajo que la temperatura del cuarto y con pilas nuevas?', () =>
      dialog.getByRole('radio', { name: 'Sí' }).check(),
    );
    await answer('¿Cuándo se cambió el filtro de aire por última vez?', () =>
      dialog.getByRole('radio', { name: 'En los últimos 3 meses' }).check(),
    );
    await answer('¿Qué temperatura hace dentro de la casa en este momento?', () =>
      dialog.getByLabel('Su respuesta (°F)').fill('82'),
    );
    await dialog.getByRole('radio', { name: /2 estrellas/ }).check();
    await next();
    await answer('¿Cuándo notó por primera vez el problema con su aire acondicionado?', () =>
      dialog.getByLabel('Fecha').fill(new Date().toLocaleDateString('en-CA')),
    );
    await answer('¿Cuántos años tiene aproximadamente su aire acondicionado?', async () => {});
    await answer(
      '¿Sabía de este problema antes de que empezara su contrato, o se anotó en una inspección de la casa o en la declaración del vendedor?',
      () => dialog.getByRole('radio', { name: 'No' }).check(),
    );
    await answer(
      '¿Hay algo más que el técnico deba saber? Cómo entrar, códigos de la reja, mascotas, la mejor hora para venir.',
      async () => {},
    );
    await dialog.getByRole('textbox', { name: 'Sus iniciales' }).fill('HO');
    await expectNothingCut(page);
    await shot(page, 'claim-initials-es');
    await next();
    await expect(step('Parece que esto está cubierto')).toBeVisible();
    await next();
    await expect(step('Agregue una foto (opcional)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Omitir' }).click();
    await expect(step('¿Cómo debemos comunicarnos con usted?')).toBeVisible();
    await expectNothingCut(page);
    await shot(page, 'claim-contact-es');
    await next();

    await expect(step('Elija un horario')).toBeVisible();
    const noTime = dialog.getByRole('radio', { name: 'Sin horario por ahora: el contratista me llamará' });
    await expect(noTime).toBeChecked();
    const firstWindow = dialog.getByRole('radio').nth(1);
    const window = (await firstWindow.getAttribute('aria-label')) ?? (await firstWindow.textContent()) ?? '';
    // Days in Spanish: "lun, 30 nov" and the like.
    expect(window).toMatch(/^(lun|mar|mié|jue|vie|sáb|dom)/);
    await firstWindow.check();
    await expectNothingCut(page);
    await shot(page, 'claim-time-es');
    await next();

    await expect(step('Tarifa de visita de servicio')).toBeVisible();
    await dialog.getByRole('radio', { name: /Visa terminada en 1111.*Tarjeta predeterminada/ }).check();
    await next();
    await expect(step('Revise su solicitud')).toBeVisible();
    await expectNothingCut(page);
    await shot(page, 'claim-review-es');
    await dialog.getByRole('button', { name: /^Enviar y pagar \$/ }).click();
    await expect(step('Solicitud recibida')).toBeVisible();
    await expect(dialog).toContainText(`Su visita está reservada: ${window}.`);
    await expectNothingCut(page);
    await shot(page, 'claim-received-es');
    await dialog.getByRole('button', { name: 'Ver mis solicitudes de servicio' }).click();
    await expect(page.getByRole('button', { name: 'Cambiar la hora de la visita' }).first()).toBeVisible();
    const filed = page.getByTestId('service-request').first();
    await expect(filed.getByTestId('service-request-status')).toHaveText('Programada');
    await expectNothingCut(page);
    await shot(page, 'claim-history-es');

    // The claim is withdrawn, so the homeowner's other journeys find the contractor's window free.
    const history = await request.get('/api/account/servicerequest?contractIds=c-homeowner-0001', { headers });
    const [newest] = (await history.json()) as { serviceRequestId: string }[];
    const cancelled = await request.patch('/api/order/cancelServiceRequest', {
      headers,
      data: { serviceRequestId: newest?.serviceRequestId, reason: 'Filed while testing the Spanish pages' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  });
});

test.describe('a title officer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pays the escrow invoice from the mailed link in Spanish', async ({ page, request }) => {
    const signIn = await request.post('/api/authenticate', {
      data: { grant_type: 'password', username: 'agent@example.com', password: 'demo-password' },
    });
    const headers = { Authorization: `Bearer ${(await signIn.json()).access_token}` };
    const officerEmail = `olivia.${Date.now()}@titulos.example`;
    const closing = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const ordered = await request.post('/api/order', {
      headers,
      data: {
        planTypeId: '658ea53a-d8cd-41da-b47b-ea0608144cca',
        planId: 'plan-re-choice',
        property: {
          address: { streetAddress: '48 Ocotillo Ln', city: 'Phoenix', state: 'AZ', zipCode: '85004' },
          dwellingTypeId: '2d1c4ff8-35cf-4d1c-9a9c-5a3a1b0a4c01',
        },
        owner: {
          firstName: 'Beatriz',
          lastName: 'Núñez',
          email: `bea.${Date.now()}@example.net`,
          phone: '602-555-0102',
        },
        orderingPartyType: 'buyerAgent',
        estimatedCloseDate: closing,
        escrowOfficer: { name: 'Olivia Ortega', company: 'Títulos del Valle', email: officerEmail },
        payment: { type: 'escrow' },
      },
    });
    expect(ordered.ok(), await ordered.text()).toBe(true);
    const { policyNumber } = (await ordered.json()) as { policyNumber: string };
    const link = (await mailCatcher.waitFor(officerEmail)).match(
      /https?:\/\/\S+?(\/escrow-invoice\/[^\s?]+\?t=[A-Za-z0-9_-]+)/,
    )?.[1];
    expect(link).toBeTruthy();

    await page.goto(`/es${link}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { name: 'Factura a pagar al cierre' })).toBeVisible();
    await expect(page.getByText(policyNumber)).toBeVisible();
    await expect(page.getByLabel('Su correo electrónico (para el recibo)')).toHaveValue(officerEmail);
    const amount = (await page.getByTestId('escrow-invoice-amount').textContent()) ?? '';
    expect(amount).toMatch(/^\$\d/);
    await expectNothingCut(page);
    await shot(page, 'escrow-invoice-es');

    const frame = page.locator('iframe[title="Formulario seguro de tarjeta"]');
    const enter = page.getByRole('button', { name: 'Ingresar tarjeta' });
    await expect(frame.or(enter).first()).toBeVisible();
    if (!(await frame.isVisible())) await enter.click();
    const form = frame.contentFrame();
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByLabel('Expiration (MM/YY)').fill('12/39');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Billing zip code').fill('85004');
    await form.getByRole('button', { name: 'Save' }).click();
    // The card is saved once the gateway's form has closed and the page names the card.
    await expect(frame).toHaveCount(0);
    await expect(page.getByTestId('saved-card')).toContainText('terminada en 1111');
    await page.getByRole('button', { name: `Pagar ${amount}` }).click();
    await expect(page.getByTestId('escrow-invoice-paid')).toContainText('Pagada el');
    await expect(page.getByText('Monto pagado')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pagar / })).toHaveCount(0);
    await expectNothingCut(page);
    await shot(page, 'escrow-invoice-paid-es');
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`)).toEqual(
      [],
    );
  });
});

test('the main Spanish pages have no accessibility violations', async ({ page }) => {
  for (const path of [
    '/es/',
    '/es/homeowner-warranty',
    '/es/home-buyers-warranty',
    '/es/about-us',
    '/es/contact-us',
    '/es/order',
    '/es/account',
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect
      .soft(
        results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
        path,
      )
      .toEqual([]);
  }
});
