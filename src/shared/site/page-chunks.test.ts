import { describe, expect, it } from 'vitest';
import { namedPageChunks } from './page-chunks';

describe('the chunks a page names for the entry', () => {
  it('reads a list of the shop’s own paths', () => {
    expect(namedPageChunks('["/assets/a.js","/assets/b.js"]')).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ]);
  });

  it('reads nothing from a missing, damaged or foreign list', () => {
    expect(namedPageChunks(undefined)).toEqual([]);
    expect(namedPageChunks('["/assets/a.js"')).toEqual([]);
    expect(namedPageChunks('{"a":"/assets/a.js"}')).toEqual([]);
    expect(namedPageChunks('["https://elsewhere.example/x.js", 3, "/assets/a.js"]')).toEqual([
      '/assets/a.js',
    ]);
  });
});
