import { SMTPServer } from 'smtp-server';

// A real SMTP server for tests: every mail it receives is kept, raw, with its envelope's
// recipients. Used on loopback by the integration tests and by the end-to-end SMTP sink.

export type ReceivedMail = { to: string[]; raw: string; at: string };

export function createSmtpServer(): { server: SMTPServer; received: ReceivedMail[] } {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          at: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  return { server, received };
}
