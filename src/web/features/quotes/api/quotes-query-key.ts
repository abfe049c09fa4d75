/** The root of every quote read: whatever changes a quote reads the list and the quote again. */
export const QUOTES_QUERY_KEY = ['quotes'] as const;

export const quoteQueryKey = (number: string) => [...QUOTES_QUERY_KEY, 'detail', number] as const;
