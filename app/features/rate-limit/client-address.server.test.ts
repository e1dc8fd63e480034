import { expect, test } from 'vitest';
import { clientAddressSubject } from './client-address.server.ts';

test('an IPv4 address is a client of its own, mapped into IPv6 or not', () => {
  expect(clientAddressSubject('203.0.113.7')).toBe('203.0.113.7');
  expect(clientAddressSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientAddressSubject('::FFFF:127.0.0.1')).toBe('127.0.0.1');
});

test('every address of one IPv6 /64 is one client, however it is written', () => {
  const subject = '2001:db8:7:1::/64';
  for (const address of [
    '2001:db8:7:1::1',
    '2001:db8:7:1::ffff',
    '2001:0db8:0007:0001:1234:5678:9abc:def0',
    '2001:DB8:7:1:0:0:0:2',
    '2001:db8:7:1::1%eth0',
  ]) {
    expect(clientAddressSubject(address), address).toBe(subject);
  }
  expect(clientAddressSubject('2001:db8:7:2::1')).toBe('2001:db8:7:2::/64');
  expect(clientAddressSubject('::1')).toBe('0:0:0:0::/64');
  expect(clientAddressSubject('2001:db8::')).toBe('2001:db8:0:0::/64');
  expect(clientAddressSubject('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
});

test('a value that is no address is counted as it is', () => {
  expect(clientAddressSubject('unknown')).toBe('unknown');
  expect(clientAddressSubject('')).toBe('');
});
