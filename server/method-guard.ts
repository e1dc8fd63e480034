import type { NextFunction, Request, Response } from 'express';

// What the site answers to: pages are read with GET and HEAD, forms post with POST as
// url-encoded or multipart form data (every form and fetcher of the app). Anything else is
// refused here, with the status that says why, before it reaches a route: TRACE, DELETE or PUT
// are 405 (not a 500 from a route that cannot parse them), a POST of JSON or XML is 415.

const ALLOW = 'GET, HEAD, POST';
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export function refuseUnsupportedRequests() {
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
    next();
  };
}
