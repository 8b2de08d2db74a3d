/** The sign-in family of calls and what each success does to the session. */
import type { AuthResponse, MessageResponse } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { loadOffline } from '#web/lib/offline-loader.ts';
import { getSessionState, markPasswordChanged, storeAuthResponse } from '#web/lib/session/index.ts';

const fingerprint = () => getSessionState().fingerprint;

export async function signInWithPassword(username: string, password: string, remember: boolean) {
  const response = await apiPost<AuthResponse>('/api/authenticate', {
    grant_type: 'password',
    username: username.trim(),
    password,
    fingerprint: fingerprint(),
  });
  await adopt(response, remember);
  return response;
}

/** The e-mailed link `/token?u=&t=`. Link sessions last for this browser session only. */
export async function signInWithToken(userId: string, code: string) {
  const response = await apiPost<AuthResponse>('/api/authenticate/withToken', {
    grant_type: 'code',
    u: userId,
    t: code,
    fingerprint: fingerprint(),
  });
  await adopt(response, false);
  return response;
}

/** `/loginWithUser/{webUserId}/{wmUserId}?h=helper`: staff signing in on behalf of a user. */
export async function signInWithUser(webUserId: string, wmUserId: string, helper: string) {
  const response = await apiPost<AuthResponse>('/api/authenticate/withUser', {
    grant_type: 'user',
    webuserid: webUserId,
    wmuserid: wmUserId,
    helper,
    fingerprint: fingerprint(),
  });
  await adopt(response, false);
  return response;
}

export async function impersonate(userId: string) {
  const response = await apiPost<AuthResponse>(`/api/authenticate/as/${encodeURIComponent(userId)}`, undefined, {
    auth: true,
  });
  await adopt(response);
  return response;
}

export async function endImpersonation() {
  const response = await apiPost<AuthResponse>('/api/authenticate/as/me', undefined, { auth: true });
  await adopt(response);
  return response;
}

export function requestPasswordReset(email: string) {
  return apiPost<MessageResponse>('/api/authenticate/forgotPassword', { email: email.trim() });
}

export async function changePassword(input: { currentPassword?: string; newPassword: string }) {
  const answer = await apiPost<MessageResponse>('/api/authenticate/changePassword', input, { auth: true });
  markPasswordChanged();
  return answer;
}

/**
 * Stores a new session. Data kept on this device for another user (a contractor's tickets and queued
 * changes) is wiped first: it could not be sent with this user's token, and must not be shown to them.
 */
async function adopt(response: AuthResponse, remember?: boolean) {
  const before = getSessionState().lastUserId;
  if (before && before !== response.user.userId)
    await loadOffline()
      .then((offline) => offline.wipeOfflineData())
      .catch(() => undefined);
  storeAuthResponse(response, remember === undefined ? {} : { remember });
}
