import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { sanitizeHtml } from '#src/web/lib/sanitize-html';
import type { DeliveryStatus } from '../types';
import { ContentScreen } from './content-screen';

// TipTap needs layout a test DOM lacks; a plain text box stands in for it here
// (components/ui/rich-text-editor.test.tsx covers the editor itself).
vi.mock('#src/web/components/ui/rich-text-editor', () => ({
  RichTextEditor: ({
    value,
    onChange,
    label,
  }: {
    value: string;
    onChange: (html: string) => void;
    label: string;
  }) => (
    <textarea aria-label={label} defaultValue={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

// DOMPurify is not safe under happy-dom (see lib/sanitize-html.test.ts): a stand-in that
// strips scripts and handlers shows that the preview renders the sanitiser's output.
vi.mock('#src/web/lib/sanitize-html', () => ({
  sanitizeHtml: vi.fn((html: string) =>
    html.replace(/<script>.*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, ''),
  ),
}));
const sanitize = vi.mocked(sanitizeHtml);

const fetchMock = stubFetch();

const STATUSES: DeliveryStatus[] = [
  { id: 1, deliveryStatus: 'Order Placed', position: 1 },
  { id: 2, deliveryStatus: 'In Production', position: 2 },
  { id: 3, deliveryStatus: 'Scheduled', position: 3 },
  { id: 5, deliveryStatus: 'Order Delivered', position: 4 },
];

interface Server {
  news: { id: number; content: string; updatedAt: string } | null;
  statuses: DeliveryStatus[];
  deleteAnswer?: { status: number; body: object };
}

/** A stand-in API that remembers what the screen changed. */
function serve(server: Server) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = input as string;
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (url === '/api/admin/news' && method === 'GET')
      return jsonResponse({ success: true, news: server.news });
    if (url === '/api/admin/news' && method === 'PUT') {
      // The server sanitises: scripts never come back.
      const content = String(body.content).replace(/<script>.*?<\/script>/g, '');
      server.news = { id: 1, content, updatedAt: '2026-03-05T12:00:00.000Z' };
      return jsonResponse({ success: true, news: server.news });
    }
    if (url === '/api/order/delivery-statuses')
      return jsonResponse({ success: true, statuses: server.statuses });
    if (url === '/api/admin/delivery-statuses/order') {
      const ids = body.ids as number[];
      server.statuses = ids.map((id, i) => ({
        ...server.statuses.find((s) => s.id === id)!,
        position: i + 1,
      }));
      return jsonResponse({ success: true, statuses: server.statuses });
    }
    if (url === '/api/admin/delivery-statuses' && method === 'POST') {
      const name = String(body.deliveryStatus);
      if (server.statuses.some((s) => s.deliveryStatus.toLowerCase() === name.toLowerCase())) {
        return jsonResponse(
          {
            success: false,
            message: 'There is already a status with this name.',
            errors: [
              { field: 'deliveryStatus', message: 'There is already a status with this name.' },
            ],
          },
          409,
        );
      }
      const status = { id: 9, deliveryStatus: name, position: server.statuses.length + 1 };
      server.statuses = [...server.statuses, status];
      return jsonResponse({ success: true, status }, 201);
    }
    const one = /^\/api\/admin\/delivery-statuses\/(\d+)$/.exec(url);
    if (one && method === 'PUT') {
      const id = Number(one[1]);
      server.statuses = server.statuses.map((s) =>
        s.id === id ? { ...s, deliveryStatus: String(body.deliveryStatus) } : s,
      );
      return jsonResponse({ success: true, status: server.statuses.find((s) => s.id === id) });
    }
    if (one && method === 'DELETE') {
      if (server.deleteAnswer)
        return jsonResponse(server.deleteAnswer.body, server.deleteAnswer.status);
      server.statuses = server.statuses.filter((s) => s.id !== Number(one[1]));
      return jsonResponse({ success: true, statuses: server.statuses });
    }
    if (url === '/api/admin/categories') {
      return jsonResponse({
        success: true,
        categories: [{ id: 4, category_name: 'Beds', image_url: null }],
      });
    }
    if (url === '/api/admin/categories/4/image') {
      return jsonResponse({
        success: true,
        category: { id: 4, imageUrl: '/category-images/uploads/new.webp' },
      });
    }
    if (url === '/api/admin/site-assets/hero-video') {
      return jsonResponse(
        {
          success: false,
          message: 'Upload an MP4 video.',
          errors: [{ field: 'file', message: 'Upload an MP4 video.' }],
        },
        400,
      );
    }
    if (url === '/api/admin/site-assets/hero-poster') {
      return jsonResponse({
        success: true,
        asset: { key: 'hero-poster', url: '/media/hero-poster.webp?v=2' },
      });
    }
    return jsonResponse({ message: `unexpected ${method} ${url}` }, 500);
  });
}

const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

const statusNames = () =>
  within(screen.getByRole('list', { name: 'Delivery statuses in order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('content screen: news', () => {
  it('previews the news sanitised and saves it', async () => {
    serve({
      news: { id: 1, content: '<p>Old news</p>', updatedAt: '2026-03-01T09:00:00.000Z' },
      statuses: STATUSES,
    });
    renderAt('/admin/content', <ContentScreen />);

    const editor = await screen.findByRole('textbox', { name: 'News text' });
    const preview = screen.getByRole('region', { name: 'News preview' });
    expect(preview.textContent).toBe('Old news');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save news' }).disabled).toBe(
      true,
    );
    // Paragraphs without a word are no news, as the server will save them.
    fireEvent.change(editor, { target: { value: '<p>  </p><p>&nbsp;</p>' } });
    expect(preview.textContent).toBe('No content available');

    fireEvent.change(editor, {
      target: {
        value:
          '<h2>Spring</h2><p>New ottomans</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
    });
    expect(within(preview).getByRole('heading', { name: 'Spring' })).toBeTruthy();
    expect(preview.innerHTML).not.toMatch(/onerror|script/);
    expect(sanitize).toHaveBeenLastCalledWith(expect.stringContaining('<script>alert(2)</script>'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save news' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(screen.getByText(/Last saved 5 Mar 2026/)).toBeTruthy();
    const [put] = calls('PUT', '/api/admin/news');
    expect(JSON.parse(put![1]!.body as string)).toEqual({
      content:
        '<h2>Spring</h2><p>New ottomans</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
  });
});

describe('content screen: delivery statuses', () => {
  it('moves a status down, renames one and adds one at the end', async () => {
    serve({ news: null, statuses: [...STATUSES] });
    renderAt('/admin/content', <ContentScreen />);

    expect(
      await screen.findByText('No news yet: the home page shows the ottoman promotion.'),
    ).toBeTruthy();
    await screen.findByRole('list', { name: 'Delivery statuses in order' });
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move Order Placed up' }).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move Order Placed down' }));
    await waitFor(() => expect(statusNames()[0]).toContain('In Production'));
    expect(
      JSON.parse(calls('PUT', '/api/admin/delivery-statuses/order')[0]![1]!.body as string),
    ).toEqual({
      ids: [2, 1, 3, 5],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Rename In Production' }));
    const box = screen.getByRole('textbox', { name: 'New name for In Production' });
    fireEvent.change(box, { target: { value: 'Being Made' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusNames()[0]).toContain('Being Made'));

    // The rules' statuses can move but not be renamed or deleted.
    expect(screen.queryByRole('button', { name: 'Rename Scheduled' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Order Delivered' })).toBeNull();

    const add = screen.getByRole('textbox', { name: 'New status' });
    fireEvent.change(add, { target: { value: 'order placed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is already a status with this name.',
    );
    fireEvent.change(add, { target: { value: 'Quality Check' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    await waitFor(() => expect(statusNames().at(-1)).toContain('Quality Check'));
    expect((add as HTMLInputElement).value).toBe('');
  });

  it('deletes a status only after confirming, and says why when it cannot', async () => {
    const server: Server = {
      news: null,
      statuses: [...STATUSES],
      deleteAnswer: {
        status: 409,
        body: {
          success: false,
          message: 'Orders have this status, so it cannot be deleted. Move them on first.',
        },
      },
    };
    serve(server);
    renderAt('/admin/content', <ContentScreen />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete In Production' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “In Production”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Orders have this status',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    server.deleteAnswer = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Delete In Production' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(statusNames().join()).not.toContain('In Production'));
    expect(calls('DELETE', '/api/admin/delivery-statuses/2')).toHaveLength(2);
  });
});

describe('content screen: pictures', () => {
  it('uploads a category picture and shows the new one', async () => {
    serve({ news: null, statuses: STATUSES });
    renderAt('/admin/content', <ContentScreen />);

    const current = await screen.findByRole('img', { name: 'Current Beds picture' });
    expect(current.getAttribute('src')).toBe('/category-images/beds.jpg');
    const upload = screen.getByRole<HTMLButtonElement>('button', { name: 'Upload Beds picture' });
    expect(upload.disabled).toBe(true);

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'beds.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Choose a new Beds picture'), {
      target: { files: [file] },
    });
    fireEvent.click(upload);
    await waitFor(() => expect(calls('POST', '/api/admin/categories/4/image')).toHaveLength(1));
    const sent = calls('POST', '/api/admin/categories/4/image')[0]![1]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('beds.jpg');
  });

  it('replaces the hero poster', async () => {
    serve({ news: null, statuses: STATUSES });
    renderAt('/admin/content', <ContentScreen />);
    const file = new File([new Uint8Array([1, 2, 3])], 'hero.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Choose a new Home page hero poster'), {
      target: { files: [file] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Home page hero poster' }));
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Current Home page hero poster' }).getAttribute('src'),
      ).toBe('/media/hero-poster.webp?v=2'),
    );
  });

  it('refuses a picture over 10 MB or of another kind when it is chosen, sending nothing', async () => {
    serve({ news: null, statuses: STATUSES });
    renderAt('/admin/content', <ContentScreen />);
    const input = await screen.findByLabelText<HTMLInputElement>(
      'Choose a new Home page hero poster',
    );
    const upload = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Upload Home page hero poster',
    });
    const huge = new File([new Uint8Array([0x89, 0x50])], 'hero.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 });
    for (const [file, message] of [
      [huge, 'The picture may be at most 10 MB.'],
      [
        new File(['GIF89a'], 'hero.gif', { type: 'image/gif' }),
        'Upload a JPEG, PNG or WebP picture.',
      ],
    ] as const) {
      fireEvent.change(input, { target: { files: [file] } });
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(upload.disabled).toBe(true);
    }
    expect(calls('POST', '/api/admin/site-assets/hero-poster')).toHaveLength(0);
  });

  it('says why a hero video was refused', async () => {
    serve({ news: null, statuses: STATUSES });
    renderAt('/admin/content', <ContentScreen />);
    const file = new File([new Uint8Array([1, 2, 3])], 'hero.mp4', { type: 'video/mp4' });
    fireEvent.change(await screen.findByLabelText('Choose a new Home page hero video'), {
      target: { files: [file] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Home page hero video' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload an MP4 video.');
  });
});
