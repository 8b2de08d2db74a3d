import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '#web/lib/page-title.ts';

export function NotFoundPage() {
  usePageTitle(m.not_found_page_title());
  return (
    <section className="page page--narrow not-found">
      <h1>{messages.notFound.title}</h1>
      <p>{messages.notFound.text}</p>
      <Link to="/" className="button button--primary">
        {messages.notFound.goBack}
      </Link>
    </section>
  );
}
