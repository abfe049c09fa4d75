// The console's button looks, as the other console screens draw them.
export const secondaryButtonClassName =
  'rounded-md bg-white px-3 py-1.5 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-50';
export const smallPrimaryClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';
export const linkButtonClassName =
  'rounded text-sm font-medium text-walnut-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-linen-600 disabled:no-underline';
export const panelClassName = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200';
export const tableClassName = 'w-full text-left text-sm';
export const headCellClassName = 'px-4 py-3 font-medium';
export const cellClassName = 'px-4 py-3 align-top';
