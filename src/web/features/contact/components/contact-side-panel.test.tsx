import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactSidePanel } from './contact-side-panel';

afterEach(cleanup);

describe('the contact page side panel', () => {
  it("gives the shop's own email, never the demo trade buyer's", () => {
    const { container } = render(<ContactSidePanel />);
    const mail = screen.getByRole('link', { name: 'sales@example.com' });
    expect(mail.getAttribute('href')).toBe('mailto:sales@example.com');
    expect(container.textContent).not.toContain('trade@example.com');
  });
});
