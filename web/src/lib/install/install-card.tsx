/**
 * "Add to home screen", offered where it helps (after an order, after a claim, on a contractor's dashboard): a
 * card with one line saying why, the browser's install dialog where it offers one, the Share-menu steps on an
 * iPhone. Not shown once installed or after "Not now".
 */
import { m } from '@hw/shared/i18n';
import { RichMessage } from '#web/lib/i18n/index.ts';
import {
  dismissInstallCard,
  promptInstall,
  runsInstalled,
  useInstallCardDismissed,
  useInstallWay,
} from './install-offer.ts';
import './install-card.css';

/** The iOS Share symbol: a box with an arrow out of its top. */
const shareIcon = (
  <svg className="install-card__share" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function InstallCard({ why }: { why: string }) {
  const way = useInstallWay();
  const dismissed = useInstallCardDismissed();
  if (!way || dismissed || runsInstalled()) return null;
  return (
    <section className="install-card" aria-labelledby="install-card-title" data-testid="install-card">
      <img className="install-card__icon" src="/icons/icon-192.png" alt="" width="48" height="48" />
      <div className="install-card__body">
        <h2 id="install-card-title" className="install-card__title">
          {m.install_card_title()}
        </h2>
        <p className="install-card__why">{why}</p>
        {way === 'ios' && (
          <p className="install-card__steps">
            <RichMessage
              parts={m.install_card_ios.parts()}
              markup={{
                share: (children) => (
                  <strong className="install-card__share-word">
                    {children}
                    {shareIcon}
                  </strong>
                ),
              }}
            />
          </p>
        )}
        <div className="install-card__actions">
          {way === 'prompt' && (
            <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
              {m.install_card_add()}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={dismissInstallCard}>
            {m.install_card_dismiss()}
          </button>
        </div>
      </div>
    </section>
  );
}
