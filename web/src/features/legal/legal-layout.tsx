/**
 * The frame of a legal page: title, date line, a table of contents of in-page links, then the sections. The
 * legal text itself is English in every language; a page in another language says so above it.
 */
import { BASE_LOCALE, m } from '@hw/shared/i18n';
import { type ReactNode, useSyncExternalStore } from 'react';
import { usePageMeta } from '#web/lib/head.ts';
import { longDate, pageLocale, RichMessage } from '#web/lib/i18n/index.ts';
import { LEGAL_UPDATED } from './legal-facts.ts';
import './legal.css';

/** One h2 section of a legal page; `id` is its in-page anchor (#id). */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** The page's address (its canonical link) and its description for search results. */
  path: string;
  description: string;
  /** Paragraphs under the date line, before the table of contents. */
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** What follows the last section (links to the related legal pages). */
  closing?: ReactNode;
}

/** Wide screens keep the table of contents open beside the text; phones fold it above the text. */
const WIDE = '(min-width: 1024px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia?.(WIDE).matches ?? false;

/** The date of the legal texts as the page's language writes it ("10/14/2025" in English). */
function updatedDate(): string {
  if (pageLocale() === BASE_LOCALE) return LEGAL_UPDATED.text;
  return longDate(new Date(`${LEGAL_UPDATED.iso}T00:00:00Z`));
}

export function LegalPage({ title, path, description, intro, sections, closing }: LegalPageProps) {
  usePageMeta({ title, description, canonical: path });
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  return (
    <article className="legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">
          <RichMessage
            parts={m.legal_updated.parts({ date: updatedDate() })}
            markup={{ time: (children) => <time dateTime={LEGAL_UPDATED.iso}>{children}</time> }}
          />
        </p>
        {pageLocale() !== BASE_LOCALE && <p className="legal__language-note">{m.legal_english_governs()}</p>}
        <div className="legal__intro">{intro}</div>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-label={m.legal_toc_label()}>
          <details open={wide}>
            <summary>{m.legal_toc_label()}</summary>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </details>
        </nav>
        <div className="legal__content">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.body}
            </section>
          ))}
          {closing && <footer className="legal__closing">{closing}</footer>}
        </div>
      </div>
    </article>
  );
}
