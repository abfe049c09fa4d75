import type { ReactNode } from 'react';

type SocialLink = { label: string; href: string; icon: ReactNode };

// docs/screens.md "Layout": four entries with placeholder targets until the shop supplies its
// pages.
export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path d="M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 0 1 .5-1z" />
    ),
  },
  {
    label: 'Twitter',
    href: 'https://twitter.com/',
    icon: (
      <path d="M21 6.5c-.7.3-1.4.5-2.1.6.8-.5 1.3-1.2 1.6-2-.7.4-1.5.7-2.3.9a3.6 3.6 0 0 0-6.2 3.3A10.3 10.3 0 0 1 4.5 5.5a3.6 3.6 0 0 0 1.1 4.8c-.6 0-1.2-.2-1.6-.4 0 1.7 1.2 3.2 2.9 3.6-.5.1-1.1.2-1.6.1.5 1.4 1.8 2.5 3.4 2.5A7.3 7.3 0 0 1 3 17.6 10.3 10.3 0 0 0 8.6 19.2c6.7 0 10.4-5.6 10.4-10.4v-.5c.8-.5 1.4-1.1 2-1.8z" />
    ),
  },
  {
    label: 'Youtube',
    href: 'https://www.youtube.com/',
    icon: (
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
    ),
  },
  {
    label: 'Telegram',
    href: 'https://t.me/',
    icon: (
      <path d="M21.5 4.3 2.9 11.5c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.1.9.8.9.5 0 .7-.2 1-.5l2.3-2.3 4.9 3.6c.9.5 1.5.2 1.8-.8l3.2-15.2c.3-1.3-.5-1.9-1.8-1.5zM8.3 14.2l9.9-6.3c.5-.3.9-.1.5.2l-8.4 7.6-.3 3.4z" />
    ),
  },
];

export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            className="grid size-10 place-items-center rounded-full text-linen-800 ring-1 ring-linen-300 transition-colors hover:bg-walnut-700 hover:text-white hover:ring-walnut-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              {link.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
