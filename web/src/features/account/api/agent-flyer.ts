/** GET /api/account/agent/flyer: the brochure with the agent's name and contact, saved as a download. */
import { apiGetBlob } from '#web/lib/api/index.ts';

export async function downloadAgentFlyer(): Promise<void> {
  const blob = await apiGetBlob('/api/account/agent/flyer', { auth: true });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: 'home-warranty-flyer.pdf' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
