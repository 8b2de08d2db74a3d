/** Why choose the provider: the reasons homeowners give, with the site's claims. */
import { m } from '@hw/shared/i18n';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { Icon, type IconName } from './icons.tsx';

const REASONS: readonly { icon: IconName; title: () => string; text: () => string }[] = [
  { icon: 'clock', title: m.why_contractor_title, text: m.why_contractor_text },
  { icon: 'savings', title: m.why_savings_title, text: m.why_savings_text },
  { icon: 'gear', title: m.why_parts_title, text: m.why_parts_text },
  { icon: 'pin', title: m.why_local_title, text: m.why_local_text },
  { icon: 'people', title: m.why_people_title, text: m.why_people_text },
  { icon: 'trophy', title: m.why_award_title, text: m.why_award_text },
];

export function WhyChoose({ id = 'whylandmark' }: { id?: string }) {
  const headingId = useId();
  return (
    <section id={id} className="mk-section mk-section--alt" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>{m.why_heading({ brand: brand.shortName })}</h2>
        <p className="mk-section__intro">{m.why_intro({ brand: brand.name })}</p>
        <ul className="mk-cards">
          {REASONS.map((reason) => (
            <li key={reason.icon} className="mk-card">
              <Icon name={reason.icon} size={32} className="mk-card__icon" />
              <h3 className="mk-card__title">{reason.title()}</h3>
              <p>{reason.text()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
