/** The top of a page: its h1, a lead paragraph, its buttons and an illustration. */
import type { ReactNode } from 'react';

export function Hero({
  title,
  eyebrow,
  children,
  actions,
  art,
  artOnPhones = false,
}: {
  title: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  /** Phones skip the illustration (it would push the page down) unless the page asks for it. */
  artOnPhones?: boolean;
}) {
  return (
    <section className="mk-hero">
      <div className="mk-hero__inner">
        <div className="mk-hero__text">
          {eyebrow && <p className="mk-hero__eyebrow">{eyebrow}</p>}
          <h1 className="mk-hero__title">{title}</h1>
          {children && <div className="mk-hero__lead">{children}</div>}
          {actions && <div className="mk-hero__actions">{actions}</div>}
        </div>
        {art && <div className={artOnPhones ? 'mk-hero__art' : 'mk-hero__art mk-hero__art--wide-only'}>{art}</div>}
      </div>
    </section>
  );
}
