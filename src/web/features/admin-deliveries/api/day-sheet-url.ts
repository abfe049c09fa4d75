/** GET /api/admin/deliveries/day-sheet: a region's day as the crew's PDF. */
export const daySheetUrl = (regionId: number, day: string) =>
  `/api/admin/deliveries/day-sheet?region_id=${regionId}&day=${day}`;
