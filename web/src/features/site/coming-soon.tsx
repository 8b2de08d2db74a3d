import { messages } from '@hw/shared';
import { useEffect } from 'react';
import { brand } from '#web/app/brand.ts';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
}

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
