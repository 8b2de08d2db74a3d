/** Says on screen which file the archive was saved as, where a toast would be gone before it is read. */
import { m } from '@hw/shared/i18n';

export function DownloadedArchive({ fileName }: { fileName: string }) {
  return (
    <p className="account-my-data-downloaded" role="status" data-testid="my-data-downloaded">
      {m.account_my_data_downloaded({ fileName })}
    </p>
  );
}
