import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDelete, apiGet, apiGetBlob, apiPost, apiPut } from './index.ts';
import { resetStatusCheck } from './status-check.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetStatusCheck();
  fetchMock = vi.fn(async () => json(200, { status: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('file downloads', () => {
  it('answers the bytes of a successful download', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
    );
    const blob = await apiGetBlob('/api/contractor/file/f-1');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('fails like any other call when the server refuses', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { hasErrors: true, errors: [{ message: 'Not yours.' }] }));
    await expect(apiGetBlob('/api/contractor/file/f-1')).rejects.toMatchObject({
      status: 403,
      errors: [{ message: 'Not yours.' }],
    });
  });
});

describe('requests', () => {
  it('puts GET fields in the query string and skips null and undefined ones', async () => {
    await apiGet('/api/account/invoices', { contractIds: ['a', 'b'], page: 2, empty: null, gone: undefined });
    expect(lastCall().url).toBe('/api/account/invoices?contractIds=a%2Cb&page=2');
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().headers.Accept).toBe('application/json');
  });

  it('accepts paths without the /api prefix', async () => {
    await apiGet('/reference/states');
    expect(lastCall().url).toBe('/api/reference/states');
  });

  it('sends a JSON body with Accept and Content-Type application/json', async () => {
    await apiPost('/api/lead', { name: 'Ann' }, { headers: { 'Idempotency-Key': 'k-1' } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ann"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Idempotency-Key']).toBe('k-1');
  });

  it('sends form data as is, without a JSON content type', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await apiPut('/api/contractor/addFile', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    await apiDelete('/api/account/payment/1');
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });
});

describe('answers', () => {
  it('resolves the parsed body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 7 }));
    await expect(apiGet('/api/x')).resolves.toEqual({ id: 7 });
  });

  it('resolves undefined for 204 and for an empty success body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiPost('/api/x', {})).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiPost('/api/x', {})).resolves.toBeUndefined();
  });

  it('fails a status >= 400 with "Server Error. Response Code N" when the body lists no errors', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    const error = (await apiGet('/api/x').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server Error. Response Code 500');
    expect(error.errors).toEqual([{ message: 'Server Error. Response Code 500' }]);
    expect(error.isNetworkError).toBe(false);
    expect(error.body).toBe('oops');
  });

  it('fails a status >= 400 with the errors of the body when it has them', async () => {
    const body = { hasErrors: true, errors: [{ message: 'Zip is required.', field: 'zip' }] };
    fetchMock.mockResolvedValueOnce(json(400, body));
    const error = (await apiPost('/api/x', {}).catch((e) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ message: 'Zip is required.', field: 'zip' }]);
    expect(error.message).toBe('Zip is required.');
    expect(error.body).toEqual(body);
  });

  it('fails a success body with hasErrors true, passing its errors through', async () => {
    const body = { hasErrors: true, errors: [{ message: 'No.' }], extra: 1 };
    fetchMock.mockResolvedValueOnce(json(200, body));
    const error = (await apiGet('/api/x').catch((e) => e)) as ApiError;
    expect(error.status).toBe(200);
    expect(error.errors).toEqual([{ message: 'No.' }]);
    expect(error.body).toEqual(body);
  });

  it('turns a network failure into an error with one message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiGet('/api/x').catch((e) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBe(0);
    expect(error.errors).toHaveLength(1);
  });

  it('lets an abort through as the abort it is', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    const error = await apiGet('/api/x', undefined, { signal: controller.signal }).catch((e) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
