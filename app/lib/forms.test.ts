import { expect, test } from 'vitest';
import { z } from 'zod';
import { badRequest } from './http.ts';
import { cleanText, formText, parseForm, readForm } from './forms.ts';

const Schema = z.object({
  name: z.string().min(2, 'name.short'),
  password: z.string().min(8, 'password.short'),
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

test('a valid post answers the parsed value and the text typed', () => {
  const parsed = parseForm(Schema, formOf({ name: 'Asha', password: 'long enough' }));
  expect(parsed.value).toEqual({ name: 'Asha', password: 'long enough' });
  expect(parsed.fieldErrors).toBeUndefined();
  expect(parsed.values).toEqual({ name: 'Asha' });
});

test('a refused post answers the first message per field and the values to show again', () => {
  const parsed = parseForm(Schema, formOf({ name: 'A', password: 'short' }));
  expect(parsed.value).toBeUndefined();
  expect(parsed.fieldErrors).toEqual({ name: 'name.short', password: 'password.short' });
  expect(parsed.values).toEqual({ name: 'A' });
});

test('passwords, codes and tokens are never among the values shown again', () => {
  const parsed = parseForm(
    z.object({}),
    formOf({ newPassword: 'x', code: '123456', formToken: 't', pincode: '522001', phone: '9' }),
  );
  expect(parsed.values).toEqual({ pincode: '522001', phone: '9' });
});

test('control characters are removed from text; tabs and line breaks stay', () => {
  expect(cleanText('a\u0000b\u0007c\td\ne\r\n')).toBe('abc\td\ne\r\n');
  expect(formText(formOf({ note: 'x\u0000y' }), 'note')).toBe('xy');
  expect(formText(formOf({}), 'missing')).toBe('');
});

test('readForm cleans every text field and refuses a body that is not a form', async () => {
  const post = (body: BodyInit, type?: string) =>
    new Request('http://localhost/', {
      method: 'POST',
      body,
      headers: type ? { 'content-type': type } : {},
    });
  const form = await readForm(post(new URLSearchParams({ name: 'Ra\u0000vi' })));
  expect(form.get('name')).toBe('Ravi');
  await expect(readForm(post('{"name":1}', 'application/json'))).rejects.toEqual(badRequest());
});
