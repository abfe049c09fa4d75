import { describe, expect, it } from 'vitest';
import { headHtml, plainText, scriptJson, shorten } from './page-head';

describe('page head text', () => {
  it('reads the words of a description written in HTML', () => {
    expect(
      plainText(
        '<p>Solid&nbsp;oak &amp; ash</p><ul><li>King</li><li>Queen &#8211; &#x2013;</li></ul>',
      ),
    ).toBe('Solid oak & ash King. Queen – –');
  });

  it('ends list items and headings with a stop, so they do not run together', () => {
    expect(
      plainText(
        '<h3>Details</h3><ul><li>Made to order in Ireland</li><li>Warranty: 5 years.</li></ul>',
      ),
    ).toBe('Details. Made to order in Ireland. Warranty: 5 years.');
    // Only after words: no stop of its own after a line break or a nested list.
    expect(plainText('<ul><li>Foo<br></li></ul>')).toBe('Foo');
    expect(plainText('<ul><li>Parent<ul><li>Child</li></ul></li></ul>')).toBe('Parent Child.');
  });

  it('shortens at a word, with an ellipsis, to at most 155 characters', () => {
    const text = 'word '.repeat(60).trim();
    const short = shorten(text);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short).toMatch(/word…$/);
    expect(shorten('Short.')).toBe('Short.');
  });

  it('writes JSON that cannot end its script element', () => {
    const json = scriptJson({ name: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });

  it('escapes every field and leaves out what a page has not', () => {
    const html = headHtml({ title: '"A" <b>', description: 'x & y' }, 'general');
    expect(html).toBe(
      '<title>&quot;A&quot; &lt;b&gt; | Trade Beds &amp; Furniture</title><meta name="description" content="x &amp; y">',
    );
  });
});
