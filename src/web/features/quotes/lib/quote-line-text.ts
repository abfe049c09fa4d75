/** "King · Velvet · Navy · Ottoman": the options of a line, the default storage left out. */
export function optionsText(line: {
  size?: string | null;
  fabric?: string | null;
  fabricColor?: string | null;
  storageType: string;
}): string {
  return [
    line.size,
    line.fabric,
    line.fabricColor,
    line.storageType === 'Non Ottoman' ? null : line.storageType,
  ]
    .filter(Boolean)
    .join(' · ');
}
