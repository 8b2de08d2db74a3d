/**
 * The company's social accounts. The fictional brand's handles: the deployment's real
 * addresses replace these when the brand has them.
 */
import { m } from '@hw/shared/i18n';
import { brand } from '#web/lib/brand.ts';

const handle = brand.shortName.toLowerCase();

export const SOCIAL_LINKS: readonly { name: string; href: string; path: string }[] = [
  {
    name: 'Facebook',
    href: `https://www.facebook.com/${handle}homewarranty.example`,
    path: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z',
  },
  {
    name: 'Instagram',
    href: `https://www.instagram.com/${handle}homewarranty.example`,
    path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16.8 6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  },
  {
    name: 'LinkedIn',
    href: `https://www.linkedin.com/company/${handle}-home-warranty-example`,
    path: 'M4 9h3.5v11H4zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.5 9h3.3v1.5c.5-.9 1.7-1.8 3.4-1.8 3.6 0 4.3 2.3 4.3 5.4V20H17v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.5z',
  },
  {
    name: 'YouTube',
    href: `https://www.youtube.com/@${handle}homewarranty.example`,
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
];

export function SocialLinks() {
  return (
    <ul className="mk-social">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a className="mk-social__link" href={link.href} target="_blank" rel="noopener noreferrer" translate="no">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={link.path} fill="currentColor" />
            </svg>
            <span>{link.name}</span>
            <span className="visually-hidden"> {m.social_new_tab()}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
