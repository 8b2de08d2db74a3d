/** The internal forum: staff discuss on an external site, opened in a new tab. */
import './staff.css';

export const INTERNAL_FORUM_URL = 'https://forum.internal.example/';

export function InternalForumScreen() {
  return (
    <section className="card account-card" aria-labelledby="staff-forum-title">
      <h2 id="staff-forum-title">Internal Forum</h2>
      <p className="account-muted">Staff questions, announcements and how-tos live on the internal forum.</p>
      <a className="button button--primary" href={INTERNAL_FORUM_URL} target="_blank" rel="noopener noreferrer">
        Open the internal forum
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
