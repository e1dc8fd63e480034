// A real SMTP server for the end-to-end run: the site under test sends its mail here
// (SMTP_URL), and the tests read what arrived from GET /messages on the HTTP port.
// Started by Playwright as a second web server (playwright.config.ts).
import http from 'node:http';
import { createSmtpServer } from '../../support/smtp-server.ts';

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2527);

const { server: smtp, received } = createSmtpServer();
smtp.listen(SMTP_PORT, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/messages') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    res.writeHead(req.url === '/healthz' ? 200 : 404).end();
  })
  .listen(HTTP_PORT, '127.0.0.1');
