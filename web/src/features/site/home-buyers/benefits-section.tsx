/**
 * Benefits for realtors: why partner with the provider, and the education articles
 * under /resources that agents share with their clients.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { Icon, type IconName } from '../sections/icons.tsx';

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Listings that sell with confidence',
    text: 'Listing coverage protects your sellers’ systems and appliances while the home is on the market.',
  },
  {
    icon: 'calendar',
    title: 'Closings that stay on schedule',
    text: 'A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing.',
  },
  {
    icon: 'handshake',
    title: 'Clients who remember you',
    text: 'When the water heater fails in the first year, your buyers call us, and thank you for the coverage.',
  },
  {
    icon: 'people',
    title: 'A rep who knows your market',
    text: 'Your local representative brings training, brochures and help with orders to your office.',
  },
];

const EDUCATION: readonly { title: string; text: string; category?: string }[] = [
  { title: 'All resources', text: 'Every guide and article, newest first.' },
  {
    title: 'Buying and selling a house',
    text: 'Inspections, negotiations and what to expect at closing.',
    category: 'buying-selling-house',
  },
  {
    title: 'Home warranty education',
    text: 'What a home warranty covers, what it does not, and how claims work.',
    category: 'home-warranty-education',
  },
  {
    title: 'Home repairs and maintenance',
    text: 'Seasonal checklists and small fixes that keep systems running longer.',
    category: 'home-repairs-maintenance',
  },
];

export function BenefitsSection({ id = 'benefits' }: { id?: string }) {
  const headingId = useId();
  const educationId = useId();
  return (
    <section id={id} className="mk-section mk-section--alt" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>Partner with {brand.shortName}</h2>
        <p className="mk-section__intro">
          Real estate professionals across the West partner with {brand.name} to protect their clients and their
          reputation. Here is what you get.
        </p>
        <ul className="mk-cards mk-cards--four">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="mk-card">
              <Icon name={benefit.icon} size={32} className="mk-card__icon" />
              <h3 className="mk-card__title">{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <h3 id={educationId} className="mk-subheading">
          Real estate education tools
        </h3>
        <ul className="mk-links" aria-labelledby={educationId}>
          {EDUCATION.map((item) => (
            <li key={item.title} className="mk-links__item">
              <Icon name="book" size={24} className="mk-links__icon" />
              <div>
                {item.category ? (
                  <Link to="/resources/$category" params={{ category: item.category }} className="mk-links__title">
                    {item.title}
                  </Link>
                ) : (
                  <Link to="/resources" className="mk-links__title">
                    {item.title}
                  </Link>
                )}
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
