export const secondaryButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-red-700 ring-1 ring-red-300 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';
export const smallPrimaryButtonClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';
export const panelClassName = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200';
