/**
 * Opens a file the API serves only with the session's token (a ticket's photo or document): it is fetched, then
 * shown from a local copy in a new tab; anything but a photo or a PDF is saved under its own name.
 */
import { apiGetBlob } from '#web/lib/api/index.ts';

export async function openFileWithToken(url: string, fileName: string): Promise<void> {
  const blob = await apiGetBlob(url, { auth: true });
  const local = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: local, target: '_blank', rel: 'noopener' });
  if (!blob.type.startsWith('image/') && blob.type !== 'application/pdf') link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(local), 60_000);
}
