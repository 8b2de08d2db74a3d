/**
 * The brochure with the agent's name and contact, saved as a download: GET /api/account/agent/flyer, or
 * POST /api/account/agent/flyer with the agent's photo on it.
 */
import { apiGetBlob, apiPostBlob } from '#web/lib/api/index.ts';

export async function downloadAgentFlyer(photo?: File): Promise<void> {
  let blob: Blob;
  if (photo) {
    const form = new FormData();
    form.append('photo', photo);
    blob = await apiPostBlob('/api/account/agent/flyer', form, { auth: true });
  } else {
    blob = await apiGetBlob('/api/account/agent/flyer', { auth: true });
  }
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: 'home-warranty-flyer.pdf' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
