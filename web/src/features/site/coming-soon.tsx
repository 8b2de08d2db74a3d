import { messages } from '@hw/shared';
import { usePageTitle } from '#web/lib/page-title.ts';

/** A screen whose content a later release adds: its real title and a plain line, nothing invented. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page page--narrow">
      <h1>{title}</h1>
      <p>{messages.comingSoon}</p>
    </section>
  );
}
