import { describe, expect, it } from 'vitest';
import { descriptionPreview, descriptionText, truncateText } from './description';

describe('product description preview', () => {
  it('keeps the text of the markup and drops the tags, ending each block as a sentence', () => {
    expect(
      descriptionText(
        '<p>A sofa by day.</p><ul><li>Made in <b>Ireland</b></li><li>5 years</li></ul>',
      ),
    ).toBe('A sofa by day. Made in Ireland. 5 years');
  });

  it('never runs or renders the markup, and keeps escaped text as text', () => {
    expect(descriptionText('<img src=x onerror="alert(1)"><script>alert(2)</script>Safe')).toBe(
      'Safe',
    );
    expect(descriptionText('Fish &amp; chips &lt;b&gt;')).toBe('Fish & chips <b>');
  });

  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('Short text')).toBe('Short text');
    const long = 'word '.repeat(40).trim();
    const cut = truncateText(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut).toBe('word '.repeat(20).trim() + '…');
  });

  it('strips then truncates', () => {
    const preview = descriptionPreview(`<p>${'x'.repeat(150)}</p>`);
    expect(preview).toBe('x'.repeat(100) + '…');
  });
});
