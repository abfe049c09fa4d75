export const panelClassName = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200';
export const secondaryButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButtonClassName =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';
export const smallPrimaryClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';
export const selectClassName =
  'block w-full rounded-md border border-linen-400 bg-white px-3 py-2 text-linen-950 aria-[invalid=true]:border-red-700';
export const smallInputClassName =
  'block w-full rounded-md border border-linen-400 bg-white px-2 py-1.5 text-sm text-linen-950 placeholder:text-linen-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';
/** Filters and selects share the text inputs' look. */
export const inputLikeSelect =
  'block w-full rounded-md border border-linen-400 bg-white px-3 py-2 font-normal text-linen-950';
