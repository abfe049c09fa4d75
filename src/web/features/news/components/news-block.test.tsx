import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '#src/web/lib/sanitize-html';
import { NewsContent } from './news-block';

// The stand-in in lib/__mocks__ (DOMPurify is not safe under happy-dom): every render
// must go through it.
vi.mock('#src/web/lib/sanitize-html');
const sanitize = vi.mocked(sanitizeHtml);

afterEach(cleanup);

describe('NewsContent', () => {
  it('renders the HTML only after it went through the sanitiser', () => {
    render(<NewsContent content="<h2>New frame</h2><script>alert(1)</script>" />);
    expect(sanitize).toHaveBeenCalledWith('<h2>New frame</h2><script>alert(1)</script>');
    expect(screen.getByRole('heading', { name: 'New frame' })).toBeTruthy();
  });

  it('shows "No content available" when the content is empty, or empty once sanitised', () => {
    const { rerender } = render(<NewsContent content="" />);
    expect(screen.getByText('No content available')).toBeTruthy();
    rerender(<NewsContent content="<script>alert(1)</script>" />);
    expect(screen.getByText('No content available')).toBeTruthy();
  });
});
