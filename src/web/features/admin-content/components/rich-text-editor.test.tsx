import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RichTextEditor from './rich-text-editor';

afterEach(cleanup);

describe('news rich-text editor', () => {
  it('starts from the saved HTML and reports the edited HTML', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        initialHtml="<h2>Spring</h2><p>New ottomans</p>"
        onChange={onChange}
        label="News text"
      />,
    );

    const box = await screen.findByRole('textbox', { name: 'News text' });
    expect(box.querySelector('h2')?.textContent).toBe('Spring');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar.textContent).toContain('Bold');

    // Turning the first block into a bullet list is an edit the form hears about.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bullet list' }));
    });
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.calls.at(-1)![0]).toContain('<ul>');
  });
});
