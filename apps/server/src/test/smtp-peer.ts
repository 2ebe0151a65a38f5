import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the peer received it: its recipients and its raw MIME text. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP peer on loopback for the tests whose mail must travel over the protocol, as in
 * production: `received` fills as mails arrive, `url` is the SMTP_URL to give the harness.
 */
export async function smtpPeer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
