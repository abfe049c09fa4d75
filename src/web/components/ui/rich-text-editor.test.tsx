import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

afterEach(cleanup);

describe('the rich-text editor', () => {
  it('shows the saved HTML and reports the formatted text as HTML', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <p id="label">Description</p>
        <RichTextEditor labelId="label" value="<p>Deep buttoned</p>" onChange={onChange} />
      </>,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.innerHTML).toContain('Deep buttoned');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<ul>')));
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('links only to the schemes the shop’s HTML keeps (http, https, mailto)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RichTextEditor label="News text" value="<p>Our plans</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'News text' });
    const prompt = vi.fn<(message?: string) => string | null>();
    window.prompt = prompt;
    const linkTo = async (href: string) => {
      prompt.mockReturnValueOnce(href);
      await user.click(box);
      await user.keyboard('{Control>}a{/Control}');
      await user.click(screen.getByRole('button', { name: 'Link' }));
    };
    await linkTo('ftp://files.example.ie/plans');
    expect(box.innerHTML).not.toContain('<a');
    await linkTo('https://example.ie/plans');
    await waitFor(() => expect(box.innerHTML).toContain('href="https://example.ie/plans"'));
  });

  it('can be named without a visible label, and starts from the saved headings', async () => {
    render(
      <RichTextEditor
        label="News text"
        value="<h2>Spring</h2><p>New ottomans</p>"
        onChange={vi.fn()}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'News text' });
    expect(box.querySelector('h2')?.textContent).toBe('Spring');
  });
});
