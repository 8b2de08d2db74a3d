import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import { messages } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeAuthResponse } from '#web/lib/session/index.ts';
import { closeOfflineDb } from '#web/offline/db.ts';
import type { SyncTransport } from '#web/offline/index.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { createFakeDispatchServer, sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import { clearToasts, getToastHistory, getToasts } from '#web/ui/index.ts';
import { byRole, cleanup, click, render, settle } from '#web/ui/render-for-test.tsx';
import { contractorProfileQueryOptions } from './api/get-contractor-profile.ts';
import { uploads } from './offline/stores.ts';
import { FILE_SAVED_FOR_LATER, formatFileSize, SEND_ORIGINAL_PHOTO, UploadDialog } from './upload-dialog.tsx';

// The bytes of a file go up as a resumable upload in the browser; here they land in the fake server.
vi.mock('#web/features/contractor/offline/resumable-upload.ts', async (importActual) => ({
  ...(await importActual<object>()),
  sendResumable: async (row: { data: Blob | ArrayBuffer; contentType: string }) =>
    (await import('#web/testing/fake-dispatch-server.ts')).sendToFakeServer(row),
}));

// The canvas work is the browser's (tested in the browser): here a large photo answers a 310 KB copy.
vi.mock('#web/lib/images/shrink-photo.ts', () => ({
  shrinkPhoto: async (file: File) =>
    file.size > 1024 * 1024
      ? new File([new Uint8Array(310 * 1024)], file.name.replace(/\.[^.]+$/, '.jpg'), { type: 'image/jpeg' })
      : file,
}));

// The app's sync engine talks to the fake dispatch server of each test.
const server = vi.hoisted(() => ({ transport: null as SyncTransport | null }));
vi.mock('#web/offline/transport.ts', () => ({
  apiTransport: {
    get: (path: string) => server.transport!.get(path),
    post: (path: string, body: unknown, headers: Record<string, string>) => server.transport!.post(path, body, headers),
  },
}));

const ticket = sampleTicket();
let fake: ReturnType<typeof createFakeDispatchServer>;
let queryClient: QueryClient;
let closed: ReturnType<typeof vi.fn<() => void>>;

const signIn = () =>
  storeAuthResponse({
    access_token: 'a',
    refresh_token: 'r',
    tokenExpires: new Date(Date.now() + 600_000).toISOString(),
    roles: ['contractor'],
    isAuthenticated: true,
    isImpersonated: false,
    forgotPassword: false,
    user: {
      userType: 'contractor',
      userId: 'u-c',
      firstName: 'Cory',
      lastName: 'Tech',
      email: 'contractor@example.com',
      phones: [],
      isOptedInToSms: false,
      preferredLanguage: 'en',
      isAnonymous: false,
      isAuthenticated: true,
    },
  });

async function open() {
  await render(
    <QueryClientProvider client={queryClient}>
      <UploadDialog ticket={ticket} onClose={closed} />
    </QueryClientProvider>,
  );
}

async function choose(file: File) {
  const input = [...document.querySelectorAll('label')]
    .find((label) => label.textContent === 'Choose File')!
    .querySelector('input')!;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const sendButton = () => [...document.querySelectorAll('.ui-modal__footer button')].at(-1) as HTMLButtonElement;

/** Clicks Send and waits until the dialog has closed or said why it could not send. */
async function send() {
  await click(sendButton());
  await vi.waitFor(async () => {
    await settle();
    expect(closed.mock.calls.length > 0 || byRole('alert') !== null).toBe(true);
  });
}

const pdf = () => new File(['%PDF-1.4 invoice'], 'invoice.pdf', { type: 'application/pdf' });
const PHOTO_BYTES = Math.round(2.4 * 1024 * 1024);
const bigPhoto = () => new File([new Uint8Array(PHOTO_BYTES)], 'IMG_0042.png', { type: 'image/png' });
const originalBox = () =>
  [...document.querySelectorAll('label')]
    .find((label) => label.textContent === SEND_ORIGINAL_PHOTO)
    ?.querySelector('input') as HTMLInputElement | undefined;
/** Waits until the chosen photo's smaller copy is ready and its sizes are shown. */
const photoPrepared = () =>
  vi.waitFor(async () => {
    await settle();
    expect(byRole('dialog')?.textContent).toContain('->');
  });
const shownTexts = () => getToastHistory().map((t) => t.text);
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeEach(async () => {
  await wipeAll();
  clearToasts({ history: true });
  clearSession();
  signIn();
  setOnline(true);
  fake = createFakeDispatchServer([ticket]);
  server.transport = fake.transport;
  queryClient = new QueryClient();
  closed = vi.fn<() => void>();
});
afterEach(() => {
  cleanup();
  closeOfflineDb();
  setOnline(true);
});

describe('the file upload dialog', () => {
  it('shows the name and size of the chosen file, and sends nothing before Send', async () => {
    await open();
    expect(byRole('dialog')?.querySelector('h2')?.textContent).toBe('Add File');
    expect(sendButton().disabled).toBe(true);
    await choose(pdf());
    expect(byRole('dialog')?.textContent).toContain('invoice.pdf');
    expect(byRole('dialog')?.textContent).toContain('(16 B)');
    expect(sendButton().disabled).toBe(false);
    expect(fake.requests).toEqual([]);
  });

  it('sends through the upload queue: "Sending File...", then "File Sent", closes and reloads profile and ticket', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await open();
    await choose(pdf());
    await click(sendButton());
    expect(getToasts().map((t) => t.text)).toContain(messages.fileUpload.sending);
    await send();

    expect(closed).toHaveBeenCalledTimes(1);
    expect(shownTexts()).toEqual([messages.fileUpload.sending, messages.fileUpload.success]);
    expect(getToasts().map((t) => t.text)).toEqual([messages.fileUpload.success]);
    const upload = fake.requests.find((r) => r.path === '/api/contractor/addFileFromUpload');
    expect(upload?.key).toMatch(/^file-/);
    expect(fake.tickets.get(ticket.dispatchId)?.files?.map((f) => f.fileName)).toEqual(['invoice.pdf']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: contractorProfileQueryOptions('u-c').queryKey });
    await vi.waitFor(async () => {
      await settle();
      expect(fake.requests.some((r) => r.method === 'GET' && r.path.endsWith(`/${ticket.workOrderId}`))).toBe(true);
    });
  });

  it('offline, keeps the file queued on the device and closes saying it will be sent when online', async () => {
    setOnline(false);
    await open();
    await choose(pdf());
    await send();

    expect(closed).toHaveBeenCalledTimes(1);
    expect(shownTexts()).toEqual([messages.fileUpload.sending, FILE_SAVED_FOR_LATER]);
    expect(fake.requests).toEqual([]);
    expect((await uploads.table().toArray()).map((u) => [u.fileName, u.state])).toEqual([['invoice.pdf', 'queued']]);
  });

  it('when the server refuses the file, says so in the product’s wording and keeps the dialog open with the reason', async () => {
    fake.tickets.get(ticket.dispatchId)!.status = 'paid';
    await open();
    await choose(pdf());
    await send();

    expect(closed).not.toHaveBeenCalled();
    expect(shownTexts()).toEqual([messages.fileUpload.sending, messages.fileUpload.failure]);
    expect(byRole('alert')?.textContent).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
  });
});

describe('photos made small before they are queued', () => {
  it('says the size before and after, and queues the smaller copy under the same base name', async () => {
    setOnline(false);
    await open();
    await choose(bigPhoto());
    await photoPrepared();
    expect(byRole('dialog')?.textContent).toContain('IMG_0042.png');
    expect(byRole('dialog')?.textContent).toContain('(2.4 MB -> 310 KB)');
    expect(originalBox()?.checked).toBe(false);
    await send();

    const queued = await uploads.table().toArray();
    expect(queued.map((u) => [u.fileName, u.contentType, u.size])).toEqual([
      ['IMG_0042.jpg', 'image/jpeg', 310 * 1024],
    ]);
  });

  it('with "Send the original photo" ticked, queues the photo as it was chosen', async () => {
    setOnline(false);
    await open();
    await choose(bigPhoto());
    await photoPrepared();
    await click(originalBox()!);
    expect(originalBox()?.checked).toBe(true);
    await send();

    const queued = await uploads.table().toArray();
    expect(queued.map((u) => [u.fileName, u.contentType, u.size])).toEqual([
      ['IMG_0042.png', 'image/png', PHOTO_BYTES],
    ]);
  });

  it('offers no choice for a document, which is queued as it is', async () => {
    await open();
    await choose(pdf());
    await settle();
    expect(originalBox()).toBeUndefined();
    expect(byRole('dialog')?.textContent).not.toContain('->');
  });
});

describe('file sizes', () => {
  it('read in bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(310 * 1024 + 200)).toBe('310 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
