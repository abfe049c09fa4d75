import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: string | Buffer, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on first use: libvips and its threads cost the process tens of MB that a
 * shop which draws no picture (the artwork is drawn once, at the first start, in its own
 * process) and receives no upload never needs (docs/performance.md "Memory").
 */
export function loadSharp(): Promise<SharpFactory> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps decoded files and operations' results by name: a picture replaced in
    // place (the resized copies' originals, the hero poster) would be read as it was, and
    // nothing here reads a file or makes a picture twice.
    sharp.cache(false);
    return sharp;
  }));
}
