/**
 * Benefits for realtors: why partner with the provider, and the education articles
 * under /resources that agents share with their clients.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { Icon, type IconName } from '../sections/icons.tsx';

const BENEFITS: readonly { icon: IconName; title: () => string; text: () => string }[] = [
  { icon: 'shield', title: m.benefits_listings_title, text: m.benefits_listings_text },
  { icon: 'calendar', title: m.benefits_closings_title, text: m.benefits_closings_text },
  { icon: 'handshake', title: m.benefits_clients_title, text: m.benefits_clients_text },
  { icon: 'people', title: m.benefits_rep_title, text: m.benefits_rep_text },
];

const EDUCATION: readonly { title: () => string; text: () => string; category?: string }[] = [
  { title: m.benefits_education_all_title, text: m.benefits_education_all_text },
  {
    title: m.benefits_education_buying_title,
    text: m.benefits_education_buying_text,
    category: 'buying-selling-house',
  },
  {
    title: m.benefits_education_warranty_title,
    text: m.benefits_education_warranty_text,
    category: 'home-warranty-education',
  },
  {
    title: m.benefits_education_repairs_title,
    text: m.benefits_education_repairs_text,
    category: 'home-repairs-maintenance',
  },
];

export function BenefitsSection({ id = 'benefits' }: { id?: string }) {
  const headingId = useId();
  const educationId = useId();
  return (
    <section id={id} className="mk-section mk-section--alt" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>{m.benefits_heading({ brand: brand.shortName })}</h2>
        <p className="mk-section__intro">{m.benefits_intro({ brand: brand.name })}</p>
        <ul className="mk-cards mk-cards--four">
          {BENEFITS.map((benefit) => (
            <li key={benefit.icon} className="mk-card">
              <Icon name={benefit.icon} size={32} className="mk-card__icon" />
              <h3 className="mk-card__title">{benefit.title()}</h3>
              <p>{benefit.text()}</p>
            </li>
          ))}
        </ul>
        <h3 id={educationId} className="mk-subheading">
          {m.benefits_education_heading()}
        </h3>
        <ul className="mk-links" aria-labelledby={educationId}>
          {EDUCATION.map((item) => (
            <li key={item.category ?? 'all'} className="mk-links__item">
              <Icon name="book" size={24} className="mk-links__icon" />
              <div>
                {item.category ? (
                  <Link to="/resources/$category" params={{ category: item.category }} className="mk-links__title">
                    {item.title()}
                  </Link>
                ) : (
                  <Link to="/resources" className="mk-links__title">
                    {item.title()}
                  </Link>
                )}
                <p>{item.text()}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
