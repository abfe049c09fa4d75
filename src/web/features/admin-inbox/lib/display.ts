export const panelClassName = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200';
export const smallPrimaryClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';

export { formatDateTime } from '#src/web/components/admin/format';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
