/** Why choose the provider: the reasons homeowners give, with the site's claims. */
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { Icon, type IconName } from './icons.tsx';

const REASONS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'clock',
    title: 'A contractor within 24 hours',
    text: 'Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule.',
  },
  {
    icon: 'savings',
    title: 'Save about $200 a repair',
    text: 'Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill.',
  },
  {
    icon: 'gear',
    title: 'Over 9,000 parts covered',
    text: 'From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them.',
  },
  {
    icon: 'pin',
    title: 'Local to the West',
    text: 'We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate.',
  },
  {
    icon: 'people',
    title: 'Real people on the phone',
    text: 'Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house.',
  },
  {
    icon: 'trophy',
    title: 'Best in region, five times',
    text: 'Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020.',
  },
];

export function WhyChoose({ id = 'whylandmark' }: { id?: string }) {
  const headingId = useId();
  return (
    <section id={id} className="mk-section mk-section--alt" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>Why Choose {brand.shortName}?</h2>
        <p className="mk-section__intro">
          Over 70,000 homeowners count on {brand.name} to keep their homes running. Here is what they get.
        </p>
        <ul className="mk-cards">
          {REASONS.map((reason) => (
            <li key={reason.title} className="mk-card">
              <Icon name={reason.icon} size={32} className="mk-card__icon" />
              <h3 className="mk-card__title">{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
