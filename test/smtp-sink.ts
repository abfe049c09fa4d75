import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message an SMTP server accepted: its envelope and the headers a test looks at. */
export interface Received {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
};

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, plain SMTP without STARTTLS or auth)
 * that keeps what it accepts: the mail server of the outbox probes (docs/mail.md).
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP server that accepts connections and never says a word: a client waits for its
 * greeting until its own timeout. `connections` counts the conversations begun.
 */
export async function startSilentSmtp(port = 0) {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
