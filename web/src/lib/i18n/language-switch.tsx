/**
 * The link to the page on show in the other language, in the header and the footer. It keeps the visitor on
 * the same page (and its query), and the choice is kept in a cookie for the next visit.
 */
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localizedPath, m } from '@hw/shared/i18n';
import { useLocation } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { pageLocale, switchLanguage } from './page-locale.ts';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const current = pageLocale();
  const others = LOCALES.filter((locale) => locale !== current);
  return (
    <span className={['language-switch', className].filter(Boolean).join(' ')}>
      {others.map((locale) => (
        <a
          key={locale}
          href={`${localizedPath(location.pathname, locale)}${location.searchStr}`}
          hrefLang={LANGUAGE_TAGS[locale]}
          lang={LANGUAGE_TAGS[locale]}
          // The name holds the code too: on a phone the code is what the link shows.
          aria-label={`${m.language_switch_to({ language: LANGUAGE_NAMES[locale] }, { locale })}, ${locale.toUpperCase()}`}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            switchLanguage(locale);
          }}
        >
          <span className="language-switch__name">{LANGUAGE_NAMES[locale]}</span>
          <span className="language-switch__code" aria-hidden="true">
            {locale.toUpperCase()}
          </span>
        </a>
      ))}
    </span>
  );
}
