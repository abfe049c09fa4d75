/** The accounts screens' shared classes, in the look of the contact form. */
export const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

export const checkboxClassName = 'size-4 rounded border-linen-400 accent-walnut-700';

export const readOnlyInputClassName =
  'block w-full rounded-md border border-linen-300 bg-linen-100 px-3 py-2 text-linen-800';
