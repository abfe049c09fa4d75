import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsContent } from './news-block';

// DOMPurify is not safe under happy-dom (its README says so, and scripts do survive
// there), so the sanitiser itself is tested in Chromium: e2e/home-contact.e2e.test.ts.
// Here a stand-in checks that every render goes through it.
const sanitize = vi.hoisted(() =>
  vi.fn((html: string) => html.replace(/<script.*?<\/script>/g, '')),
);
vi.mock('./sanitize-news', () => ({ sanitizeNewsHtml: sanitize }));

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
