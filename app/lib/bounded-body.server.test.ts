import { expect, test } from 'vitest';
import { readBoundedBody } from './bounded-body.server.ts';

function streaming(
  headers: Record<string, string>,
  pull: (controller: ReadableStreamDefaultController<Uint8Array>) => void,
) {
  return new Request('http://localhost/', {
    method: 'POST',
    body: new ReadableStream<Uint8Array>({ pull }),
    duplex: 'half',
    headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
  } as RequestInit);
}

test('a form within the limit comes back whole as a new request, headers kept', async () => {
  const body = new FormData();
  body.set('firstName', 'Ravi');
  body.set('image', new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' }));
  const original = new Request('http://localhost/my-account/profile?edit=1', {
    method: 'POST',
    body,
  });
  const result = await readBoundedBody(original, 10_000);
  expect(result.status).toBe('ok');
  if (result.status !== 'ok') return;
  expect(result.request.url).toBe('http://localhost/my-account/profile?edit=1');
  expect(result.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  const form = await result.request.formData();
  expect(form.get('firstName')).toBe('Ravi');
  expect((form.get('image') as File).size).toBe(1000);
});

test('a body a little over the declared limit is read to its end and thrown away, so the 413 arrives', async () => {
  const request = new Request('http://localhost/', {
    method: 'POST',
    body: new Uint8Array(15_000),
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '15000' },
  });
  expect((await readBoundedBody(request, 10_000)).status).toBe('too-large');
  expect(request.bodyUsed).toBe(true);
});

test('a body declared far over the limit is refused without reading it', async () => {
  let pulled = false;
  const request = streaming({ 'content-length': '1000000' }, () => {
    pulled = true;
  });
  expect((await readBoundedBody(request, 10_000)).status).toBe('too-large');
  expect(pulled).toBe(false);
});

test('a body that streams past the limit without a Content-Length is cut off', async () => {
  let sent = 0;
  const request = streaming({}, (controller) => {
    sent += 4096;
    controller.enqueue(new Uint8Array(4096));
    if (sent > 1_000_000) controller.close();
  });
  expect((await readBoundedBody(request, 10_000)).status).toBe('too-large');
  expect(sent).toBeLessThan(60_000);
});

test('a body that lies about its size is cut off at the limit', async () => {
  let sent = 0;
  const request = streaming({ 'content-length': '5000' }, (controller) => {
    sent += 4096;
    controller.enqueue(new Uint8Array(4096));
    if (sent > 1_000_000) controller.close();
  });
  expect((await readBoundedBody(request, 10_000)).status).toBe('too-large');
  expect(sent).toBeLessThan(60_000);
});
