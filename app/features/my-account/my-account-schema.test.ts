import { expect, test } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  FAVOURITES_PAGE_SIZE,
  MY_PROPERTIES_PAGE_SIZE,
  parsePropertyId,
} from './my-account-fields.ts';
import { pageFromUrl, ProfileSchema, profileFormInput } from './my-account-schema.server.ts';
import { firstIssuePerField } from '../../lib/forms.ts';
import { pageItems } from '../../lib/pagination.ts';

const base = { firstName: 'Ravi', lastName: 'Kumar', phone: '9876543210' };

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const parse = (fields: Record<string, string | File>) =>
  ProfileSchema.safeParse(profileFormInput(form(fields)));
const errorsOf = (fields: Record<string, string | File>) => {
  const result = parse(fields);
  return result.success ? {} : firstIssuePerField(result.error);
};

test('the spec page sizes are two and two', () => {
  expect(MY_PROPERTIES_PAGE_SIZE).toBe(2);
  expect(FAVOURITES_PAGE_SIZE).toBe(2);
});

test('names and phone alone make a valid profile; the password stays unchanged', () => {
  const result = parse(base);
  expect(result.success).toBe(true);
  expect(result.data).toMatchObject({ ...base, newPassword: '', image: undefined });
});

test('crafted role, status and user id fields are dropped by the schema', () => {
  const result = parse({ ...base, role: 'admin', status: 'suspended', userId: '1', id: '1' });
  expect(result.success).toBe(true);
  expect(result.data).not.toHaveProperty('role');
  expect(result.data).not.toHaveProperty('status');
  expect(result.data).not.toHaveProperty('userId');
});

test('names keep the registration rules and the phone must be 10 digits', () => {
  expect(errorsOf({ ...base, firstName: '', lastName: 'K9', phone: '12345' })).toEqual({
    firstName: 'auth.firstNameRequired',
    lastName: 'auth.nameLetters',
    phone: 'auth.phoneInvalid',
  });
});

test('a new password must be strong, confirmed and come with the current one', () => {
  expect(
    errorsOf({ ...base, newPassword: 'abc', confirmNewPassword: 'abc', currentPassword: 'x' }),
  ).toEqual({
    newPassword: 'auth.passwordMin',
  });
  expect(
    errorsOf({
      ...base,
      newPassword: 'Mango-Tree-42',
      confirmNewPassword: 'Mango-Tree-43',
      currentPassword: 'x',
    }),
  ).toEqual({
    confirmNewPassword: 'auth.passwordsMustMatch',
  });
  expect(
    errorsOf({ ...base, newPassword: 'Mango-Tree-42', confirmNewPassword: 'Mango-Tree-42' }),
  ).toEqual({
    currentPassword: 'myAccount.profile.currentPasswordRequired',
  });
  expect(errorsOf({ ...base, confirmNewPassword: 'Mango-Tree-42' })).toEqual({
    confirmNewPassword: 'auth.passwordsMustMatch',
  });
  expect(
    parse({
      ...base,
      newPassword: 'Mango-Tree-42',
      confirmNewPassword: 'Mango-Tree-42',
      currentPassword: 'old',
    }).success,
  ).toBe(true);
});

test('an empty file input keeps the image; a file over 5 MB is refused', () => {
  const empty = new File([], '', { type: 'application/octet-stream' });
  expect(parse({ ...base, image: empty }).data?.image).toBeUndefined();
  const small = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
  expect(parse({ ...base, image: small }).data?.image).toBeInstanceOf(File);
  const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
  expect(errorsOf({ ...base, image: big })).toEqual({ image: 'myAccount.profile.imageTooLarge' });
});

test('page numbers and ids from the query never fail', () => {
  expect(pageFromUrl(new URL('http://x/?page=3'))).toBe(3);
  for (const bad of ['', '0', '-2', '1.5', 'abc'])
    expect(pageFromUrl(new URL(`http://x/?page=${bad}`))).toBe(1);
  expect(pageFromUrl(new URL('http://x/'))).toBe(1);
  expect(parsePropertyId('42')).toBe(42);
  for (const bad of [null, '', '0', '-1', '4.2', '1e3', '99999999999', 'x'])
    expect(parsePropertyId(bad)).toBeNull();
});

test('pagination shows two pages either side of the current with ellipses beyond', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  expect(pageItems(6, 12)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8, 'gap-after', 12]);
  expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 12]);
});
