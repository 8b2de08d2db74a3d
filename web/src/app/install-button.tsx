import { m } from '@hw/shared/i18n';
import { promptInstall, useInstallWay } from '#web/lib/install/index.ts';

/** "Install app" in the footer, shown only where the browser offers installation and the app is not installed. */
export function InstallButton() {
  if (useInstallWay() !== 'prompt') return null;
  return (
    <button type="button" className="button button--ghost-light install-button" onClick={() => void promptInstall()}>
      {m.install_app()}
    </button>
  );
}
