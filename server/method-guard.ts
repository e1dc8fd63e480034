import type { NextFunction, Request, Response } from 'express';

// What the site answers to: pages are read with GET and HEAD, forms post with POST as
// url-encoded or multipart form data (every form and fetcher of the app). Anything else is
// refused here, with the status that says why, before it reaches a route: TRACE, DELETE or PUT
// are 405 (not a 500 from a route that cannot parse them), a POST of JSON or XML is 415. A
// form is at most `formMaxBytes` (413 before a byte of it is read) and says its length (411
// otherwise: browsers always do), except on the forms that take photos, whose reader counts
// the bytes as they stream and stops at its own limits (app/features/media/upload.server.ts).

const ALLOW = 'GET, HEAD, POST';
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** The forms that post photos (and their React Router data requests). */
const UPLOAD_PATH = /^\/(add-listing|my-account\/(add-property|profile)|admin\/content\/)/;

export function refuseUnsupportedRequests({ formMaxBytes }: { formMaxBytes: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', ALLOW);
      res.setHeader('Cache-Control', 'no-store');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!FORM_TYPES.has(type)) {
      res.setHeader('Accept-Post', [...FORM_TYPES].join(', '));
      res.setHeader('Cache-Control', 'no-store');
      res.status(415).type('text/plain').send('Unsupported Media Type: post a form.');
      return;
    }
    if (!UPLOAD_PATH.test(req.path)) {
      const length = req.get('content-length');
      if (length === undefined) {
        refuseBody(req, res, 411, 'Length Required: send the form with its Content-Length.');
        return;
      }
      if (!/^\d+$/.test(length) || Number(length) > formMaxBytes) {
        refuseBody(req, res, 413, 'Content Too Large: the form is larger than this site accepts.');
        return;
      }
    }
    next();
  };
}

/** Answers a refused body without reading it, and closes the connection (the rest is not wanted). */
function refuseBody(req: Request, res: Response, status: 411 | 413, text: string) {
  res.setHeader('Connection', 'close');
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('text/plain').send(text);
  req.resume();
}
