/**
 * The archive of the user's data: its download (one at a time, a toast when it fails), the button that starts
 * it, and on screen which file it was saved as, where a toast would be gone before it is read.
 */
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { showToast } from '#web/ui/index.ts';
import { downloadMyData } from '../api/my-data.ts';

export function useArchiveDownload() {
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  async function download() {
    setDownloading(true);
    try {
      setDownloaded(await downloadMyData());
    } catch {
      showToast({ text: m.account_my_data_download_failure(), kind: 'error' });
    } finally {
      setDownloading(false);
    }
  }
  return { downloading, downloaded, download };
}

export type ArchiveDownload = ReturnType<typeof useArchiveDownload>;

export function ArchiveButton({ archive }: { archive: ArchiveDownload }) {
  return (
    <button type="button" className="button button--ghost" onClick={archive.download} disabled={archive.downloading}>
      {archive.downloading ? m.account_my_data_preparing() : m.account_my_data_archive()}
    </button>
  );
}

export function DownloadedArchive({ fileName }: { fileName: string }) {
  return (
    <p className="account-my-data-downloaded" role="status" data-testid="my-data-downloaded">
      {m.account_my_data_downloaded({ fileName })}
    </p>
  );
}
