import { messages } from '@hw/shared';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  closeAuthDialog,
  getAuthDialog,
  openLoginDialog,
  setNavigator,
  storeAuthResponse,
} from '#web/lib/session/index.ts';
import { clearToasts, getToasts, UiHost } from '#web/ui/index.ts';
import { byRole, cleanup, press, render } from '#web/ui/render-for-test.tsx';
import { ForgotDialog } from './forgot-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';

vi.mock('#web/offline/index.ts', () => ({ wipeOfflineData: vi.fn(async () => undefined) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = (userType: 'homeowner' | 'contractor') => ({
  access_token: 'a',
  refresh_token: 'r',
  tokenExpires: new Date(Date.now() + 600_000).toISOString(),
  roles: [userType],
  isAuthenticated: true as const,
  isImpersonated: false,
  forgotPassword: false,
  user: {
    userType,
    userId: `id-${userType}`,
    firstName: 'A',
    lastName: 'B',
    email: `${userType}@example.com`,
    phones: [],
    isOptedInToSms: false,
    preferredLanguage: 'en' as const,
    isAnonymous: false as const,
    isAuthenticated: true as const,
  },
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const setValue = async (id: string, value: string) => {
  await act(async () => {
    const element = input(id);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const submit = async (formOf: string) => {
  await act(async () => {
    input(formOf).form!.requestSubmit();
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

let fetchMock: ReturnType<typeof vi.fn>;
const navigate = vi.fn();
beforeEach(() => {
  clearSession();
  clearToasts();
  navigate.mockClear();
  setNavigator(navigate);
  fetchMock = vi.fn(async () => json(200, user('homeowner')));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  closeAuthDialog();
  vi.unstubAllGlobals();
});

describe('the login dialog', () => {
  it('has its title, fields and focus on Username when no one logged in before', async () => {
    await render(<LoginDialog forRepair={false} goToAccount={false} />);
    expect(byRole('dialog')?.querySelector('h2')?.textContent).toBe('Login to Your Account');
    expect(input('login-username').placeholder).toBe('Email Address');
    expect(document.querySelector('label[for="login-password"]')?.textContent).toBe('Password');
    expect(input('login-remember').checked).toBe(true);
    expect(document.activeElement?.id).toBe('login-username');
  });

  it('pre-fills the last username, focuses Password, and says why when opened from Request Repair', async () => {
    storeAuthResponse(user('homeowner'));
    clearSession();
    await render(<LoginDialog forRepair goToAccount={false} />);
    expect(byRole('dialog')?.querySelector('h2')?.textContent).toBe('Please login to request repair');
    expect(input('login-username').value).toBe('homeowner@example.com');
    expect(document.activeElement?.id).toBe('login-password');
  });

  it('shows the Login Error toast for 10 s when the password is wrong', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { hasErrors: true, errors: [{ message: 'x' }] }));
    openLoginDialog();
    await render(<LoginDialog forRepair={false} goToAccount={false} />);
    await setValue('login-username', 'homeowner@example.com');
    await setValue('login-password', 'wrong');
    await submit('login-password');
    expect(getToasts()).toMatchObject([
      { title: messages.login.errorTitle, text: messages.login.errorText, kind: 'error', durationMs: 10_000 },
    ]);
    expect(getAuthDialog()?.kind).toBe('login');
  });

  it("shows the server's words when there were too many attempts", async () => {
    fetchMock.mockResolvedValueOnce(json(429, { hasErrors: true, errors: [{ message: 'Wait 5 minutes.' }] }));
    await render(<LoginDialog forRepair={false} goToAccount={false} />);
    await submit('login-password');
    expect(getToasts()[0]?.text).toBe('Wait 5 minutes.');
  });

  it('closes on success; a contractor goes to the dispatch tickets, others stay', async () => {
    openLoginDialog();
    await render(<LoginDialog forRepair={false} goToAccount={false} />);
    await submit('login-password');
    expect(getAuthDialog()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    cleanup();
    fetchMock.mockResolvedValueOnce(json(200, user('contractor')));
    await render(<LoginDialog forRepair={false} goToAccount={false} />);
    await submit('login-password');
    expect(navigate).toHaveBeenCalledWith({ to: '/account', hash: 'dispatchTickets' });
  });

  it('goes to /account with the service request dialog open when opened from Request Repair', async () => {
    await render(<LoginDialog forRepair goToAccount={false} />);
    await submit('login-password');
    expect(navigate).toHaveBeenCalledWith({ to: '/account', search: { serviceRequest: 'new' } });
  });
});

describe('the forgot-password dialog', () => {
  it('asks for an address in the validation dialog after a submit attempt, then sends it', async () => {
    await render(
      <>
        <ForgotDialog />
        <UiHost />
      </>,
    );
    expect(byRole('dialog')?.querySelector('h2')?.textContent).toBe('Trouble Logging In?');
    expect(input('forgot-email').placeholder).toBe('Email...');
    await submit('forgot-email');
    expect(byRole('alertdialog')?.textContent).toContain(messages.forgotPassword.emailRequired);
    await press('Enter');
    expect(document.activeElement?.id).toBe('forgot-email');
    expect(input('forgot-email').title).toBe(messages.forgotPassword.emailRequired);

    await setValue('forgot-email', 'nope');
    await submit('forgot-email');
    expect(byRole('alertdialog')?.textContent).toContain(messages.forgotPassword.emailInvalid);
    await press('Enter');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(200, { message: 'ok' }));
    await setValue('forgot-email', 'ann@example.com');
    await submit('forgot-email');
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({ email: 'ann@example.com' });
    expect(getToasts().map((t) => t.text)).toContain(messages.forgotPassword.success('ann@example.com'));
  });
});
