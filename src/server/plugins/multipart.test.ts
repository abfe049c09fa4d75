import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends a contact form whose attachment is `megabytes` large as a browser does: the whole
 * body whatever comes back meanwhile, then the answer is read. Resolves with the answer's
 * status line once the body is all sent and the answer has come.
 */
function sendLargeAttachment(megabytes: number) {
  const boundary = 'shop-test-boundary';
  const fields = {
    fullName: 'Mary Walsh',
    email: 'mary@example.ie',
    phoneNumber: '+353871234567',
    message: 'Our floor plan, rather large.',
  };
  const head = Buffer.from(
    [
      ...Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\n`,
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    ].join(''),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  const length = head.length + megabytes * chunk.length + tail.length;
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = false;
    const done = () => {
      if (sent && answer.includes('\r\n\r\n') && answer.includes('}')) {
        socket.destroy();
        resolve(answer);
      }
    };
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      answer += text;
      done();
    });
    socket.on('error', reject);
    const write = (bytes: Buffer | string) =>
      socket.write(bytes) ? Promise.resolve() : once(socket, 'drain').then(() => undefined);
    void (async () => {
      await write(
        `POST /api/user/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${length}\r\n\r\n`,
      );
      await write(head);
      for (let i = 0; i < megabytes; i += 1) await write(chunk);
      await write(tail);
      sent = true;
      done();
    })().catch(reject);
  });
}

describe('a refused upload', () => {
  it('has the rest of its body read, so a sender that sends it all gets the answer', async () => {
    // 30 MB where 10 MB are taken: refused a third of the way in. The server used to stop
    // reading there, and the sender stalled (a browser for a minute or more).
    const answer = await sendLargeAttachment(30);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('10 MB');
  });
});

describe('a form with a file', () => {
  it('is read by the routes that take files, and refused with 415 by the catalogue', async () => {
    const form = await formData({ search: 'oak', page: '1', limit: '8' });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: form.payload,
      headers: form.headers,
    });
    expect(search.statusCode).toBe(415);
    expect(search.json()).toMatchObject({ success: false, message: /Unsupported Media Type/ });

    // The contact form reads its parts: no file, so the missing fields are named.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      ...(await formData({ fullName: 'Mary Walsh' })),
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json<{ success: boolean }>().success).toBe(false);
  });
});
