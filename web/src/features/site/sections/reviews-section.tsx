/**
 * Reviews of one group (customer, contractor, homeowner or realEstate, each with its own heading
 * and intro): up to ten, the first three shown, the rest behind a button.
 */
import type { Review, ReviewGroup } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useId, useState } from 'react';
import { useReviews } from '../api/get-reviews.ts';

export const REVIEW_COPY: Record<ReviewGroup, { heading: () => string; intro: () => string }> = {
  customer: { heading: m.reviews_customer_heading, intro: m.reviews_customer_intro },
  homeowner: { heading: m.reviews_homeowner_heading, intro: m.reviews_homeowner_intro },
  realEstate: { heading: m.reviews_real_estate_heading, intro: m.reviews_real_estate_intro },
  contractor: { heading: m.reviews_contractor_heading, intro: m.reviews_contractor_intro },
};

const SHOWN_AT_FIRST = 3;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="mk-review__stars" role="img" aria-label={m.reviews_stars({ rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"
            fill={star <= rating ? '#e0a526' : '#d9e2ec'}
          />
        </svg>
      ))}
    </p>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <li className="mk-review" lang="en">
      <figure className="mk-review__figure">
        <Stars rating={review.rating} />
        <blockquote className="mk-review__text">
          <p>{review.contents}</p>
        </blockquote>
        <figcaption className="mk-review__author">
          <strong>{review.name}</strong>
          <span>{review.location}</span>
        </figcaption>
      </figure>
    </li>
  );
}

export function ReviewsSection({
  group,
  id = 'reviews',
  heading = REVIEW_COPY[group].heading(),
  intro = REVIEW_COPY[group].intro(),
}: {
  group: ReviewGroup;
  id?: string;
  heading?: string;
  intro?: string;
}) {
  const headingId = useId();
  const listId = useId();
  const reviews = useReviews(group);
  const [all, setAll] = useState(false);
  const list = reviews.data ?? [];
  const shown = all ? list : list.slice(0, SHOWN_AT_FIRST);
  return (
    <section id={id} className="mk-section mk-reviews" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>{heading}</h2>
        <p className="mk-section__intro">{intro}</p>
        {reviews.isPending && <p className="mk-muted">{m.reviews_loading()}</p>}
        {reviews.isError && !reviews.data && <p className="mk-muted">{m.reviews_load_failed()}</p>}
        {shown.length > 0 && (
          <ul id={listId} className="mk-reviews__list">
            {shown.map((review) => (
              <ReviewCard key={`${review.name}:${review.contents.slice(0, 24)}`} review={review} />
            ))}
          </ul>
        )}
        {list.length > SHOWN_AT_FIRST && (
          <button
            type="button"
            className="button button--ghost mk-reviews__more"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? m.reviews_show_fewer() : m.reviews_show_all({ count: list.length })}
          </button>
        )}
      </div>
    </section>
  );
}
