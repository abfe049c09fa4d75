import { divideRounded } from './money';
import type { CompanyRole } from './companies';

/**
 * A quote's life (docs/business-rules.md "Quotes"): the states, who may move it where, and
 * the arithmetic of a quoted price. The server decides with these; screens only mirror them.
 */

export const QUOTE_STATES = [
  'draft',
  'requested',
  'quoted',
  'revision_requested',
  'accepted',
  'rejected',
  'expired',
  'withdrawn',
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** Nothing moves a quote out of these. */
export const FINAL_QUOTE_STATES: readonly QuoteState[] = ['accepted', 'rejected', 'withdrawn'];
export const isFinal = (state: QuoteState) => FINAL_QUOTE_STATES.includes(state);

export const QUOTE_ACTIONS = [
  'submit',
  'quote',
  'request_revision',
  'accept',
  'reject',
  'expire',
  'withdraw',
  'extend',
  'message',
] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

/** Who does it: the company's member, the shop's staff, or the scheduled expiry. */
export type QuoteActor = 'buyer' | 'staff' | 'system';

interface Transition {
  from: readonly QuoteState[];
  to: QuoteState | 'same';
  by: QuoteActor;
}

/**
 * Every move the server allows. Anything else is refused with `refusalOf`'s reason. Staff
 * may send a new version while one is out (it supersedes it) and re-quote an expired quote.
 */
export const TRANSITIONS: Record<QuoteAction, Transition[]> = {
  submit: [{ from: ['draft'], to: 'requested', by: 'buyer' }],
  quote: [
    { from: ['requested', 'revision_requested', 'quoted', 'expired'], to: 'quoted', by: 'staff' },
  ],
  request_revision: [{ from: ['quoted'], to: 'revision_requested', by: 'buyer' }],
  accept: [{ from: ['quoted'], to: 'accepted', by: 'buyer' }],
  reject: [{ from: ['quoted', 'revision_requested'], to: 'rejected', by: 'buyer' }],
  expire: [{ from: ['quoted'], to: 'expired', by: 'system' }],
  withdraw: [
    { from: ['draft', 'requested'], to: 'withdrawn', by: 'buyer' },
    {
      from: ['requested', 'quoted', 'revision_requested', 'expired'],
      to: 'withdrawn',
      by: 'staff',
    },
  ],
  extend: [{ from: ['quoted', 'expired'], to: 'quoted', by: 'staff' }],
  message: [
    {
      from: ['draft', 'requested', 'quoted', 'revision_requested', 'expired'],
      to: 'same',
      by: 'buyer',
    },
    { from: ['requested', 'quoted', 'revision_requested', 'expired'], to: 'same', by: 'staff' },
  ],
};

/** The state `action` by `actor` leads to from `state`, or undefined when it is not allowed. */
export function nextState(
  state: QuoteState,
  action: QuoteAction,
  actor: QuoteActor,
): QuoteState | undefined {
  const move = TRANSITIONS[action].find((t) => t.by === actor && t.from.includes(state));
  if (!move) return undefined;
  return move.to === 'same' ? state : move.to;
}

/** The actions `actor` may take on a quote in `state`. */
export const actionsIn = (state: QuoteState, actor: QuoteActor): QuoteAction[] =>
  QUOTE_ACTIONS.filter((action) => nextState(state, action, actor) !== undefined);

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  draft: 'Draft',
  requested: 'Requested',
  quoted: 'Quoted',
  revision_requested: 'Revision requested',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** Why an action is refused in a state, in words a buyer or staff member understands. */
export function refusalOf(state: QuoteState, action: QuoteAction): string {
  if (state === 'accepted') return 'This quote was already accepted: its orders are placed.';
  if (state === 'rejected') return 'This quote was rejected and is closed.';
  if (state === 'withdrawn') return 'This quote was withdrawn and is closed.';
  if (action === 'accept' || action === 'request_revision' || action === 'reject') {
    if (state === 'expired') return 'This quote has expired. Ask us to extend it or quote again.';
    if (state === 'revision_requested')
      return 'A revision was asked for: wait for our new version.';
    return 'This quote has no version to answer yet.';
  }
  if (action === 'submit') return 'This quote was already sent.';
  if (action === 'quote') return 'This quote is still a draft: the buyer has not sent it yet.';
  if (action === 'extend') return 'Only a quoted or expired quote can be extended.';
  return `A ${QUOTE_STATE_LABELS[state].toLowerCase()} quote cannot be changed that way.`;
}

/** The queue a quote is in on the console, from its state. */
export const awaitingOf = (state: QuoteState): 'staff' | 'buyer' | null =>
  state === 'requested' || state === 'revision_requested'
    ? 'staff'
    : state === 'quoted'
      ? 'buyer'
      : null;

/** Owners, approvers and accounts members see every quote of the company; buyers their own. */
export const seesCompanyQuotes = (role: CompanyRole) => role !== 'buyer';

/**
 * Who may answer a quote (accept, reject, ask a revision, withdraw a request): its requester
 * while they can order, or the company's owners and approvers. Accounts members read only.
 */
export const mayAnswerQuote = (role: CompanyRole, isRequester: boolean) =>
  role !== 'accounts' && (isRequester || role === 'owner' || role === 'approver');

/** A discount is given in hundredths of a percent: 12.5 % is 1250. */
export const MAX_DISCOUNT_BASIS_POINTS = 10_000;

/** A list unit price less a discount (basis points), rounded half up to the cent. */
export const discountedCents = (listCents: number, basisPoints: number) =>
  divideRounded(listCents * (MAX_DISCOUNT_BASIS_POINTS - basisPoints), MAX_DISCOUNT_BASIS_POINTS);

/** Conversion of quotes decided: accepted ÷ (accepted + rejected + expired), in basis points. */
export function conversionBasisPoints(counts: {
  accepted: number;
  rejected: number;
  expired: number;
}): number | null {
  const decided = counts.accepted + counts.rejected + counts.expired;
  return decided === 0 ? null : divideRounded(counts.accepted * 10_000, decided);
}
