import { messages } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '#web/lib/page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
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
