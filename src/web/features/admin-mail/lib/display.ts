import type { MailFilter, MailItem } from '../types';

export const smallPrimaryClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';

/** The filter's choices, in the order staff look at them. */
export const MAIL_FILTERS: ReadonlyArray<{ value: MailFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'failing', label: 'Failing' },
  { value: 'given-up', label: 'Given up' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
];

const TONES = {
  waiting: 'bg-sky-100 text-sky-900 ring-sky-300',
  failing: 'bg-amber-100 text-amber-900 ring-amber-300',
  'given-up': 'bg-red-100 text-red-900 ring-red-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
} as const;

/**
 * A mail's state as staff read it. A pending mail whose try is due is being sent now;
 * one whose try lies ahead is waiting for it (docs/mail.md "How a mail travels").
 */
export function mailStateBadge(mail: MailItem, now = Date.now()): { label: string; tone: string } {
  switch (mail.state) {
    case 'sent':
      return { label: 'Sent', tone: TONES.sent };
    case 'failing':
      return { label: 'Failing', tone: TONES.failing };
    case 'given-up':
      return { label: 'Given up', tone: TONES['given-up'] };
    case 'pending': {
      const due = mail.nextAttemptAt === null || Date.parse(mail.nextAttemptAt) <= now;
      return { label: due ? 'Sending…' : 'Waiting', tone: TONES.waiting };
    }
  }
}

/** What each filter finds nothing of. */
export const EMPTY_TEXT: Record<MailFilter, string> = {
  all: 'The shop has not sent any mail yet.',
  failing: 'No mail is failing. Everything is getting through.',
  'given-up': 'No mail has been given up.',
  pending: 'No mail is waiting to be sent.',
  sent: 'No mail has been sent yet.',
};
