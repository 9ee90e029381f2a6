import { describe, expect, it } from 'vitest';
import { checkUrl } from '../../src/features/ical/check-url';
import { classifyAddress, isAllowedClass, parseLooseIPv4 } from '../../src/features/ical/ip-ranges';

describe('parseLooseIPv4 reads every inet_aton notation', () => {
  it.each([
    ['127.0.0.1', 0x7f000001],
    ['2130706433', 0x7f000001],
    ['0177.0.0.1', 0x7f000001],
    ['0x7f.0.0.1', 0x7f000001],
    ['0x7f000001', 0x7f000001],
    ['0X7F.1', 0x7f000001],
    ['127.1', 0x7f000001],
    ['127.0.1', 0x7f000001],
    ['10.1', 0x0a000001],
    ['0', 0],
    ['4294967295', 0xffffffff],
  ])('%s', (text, value) => {
    expect(parseLooseIPv4(text)).toBe(value);
  });

  it.each([
    '256.0.0.1',
    '1.2.3.4.5',
    '4294967296',
    '08.0.0.1',
    '1..2',
    '1.2.3.',
    'example.com',
    '127.0.0.0y',
    '0x1g',
    '',
  ])('%s is not an address', (text) => {
    expect(parseLooseIPv4(text)).toBeNull();
  });
});

describe('IPv6 in every notation', () => {
  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['fe80::1%eth0', 'link_local'],
    ['2001:db8:0:0:1::', 'documentation'],
    ['1:2:3:4:5:6:7:8', 'reserved'],
  ])('%s is read as an address (%s)', (text, kind) => {
    expect(classifyAddress(text)).toBe(kind);
  });

  it('is not read from what is no address', () => {
    expect(classifyAddress('1:2:3')).toBeNull();
    expect(classifyAddress('example.com')).toBeNull();
  });
});

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['9.255.255.255', 'public'],
    ['11.0.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['192.167.255.255', 'public'],
    ['198.20.0.0', 'public'],
    ['223.255.255.255', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'unspecified'],
    ['10.255.255.255', 'private'],
    ['100.64.0.0', 'carrier_nat'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link_local'],
    ['172.16.0.0', 'private'],
    ['192.0.0.170', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['192.168.0.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.1', 'documentation'],
    ['203.0.113.1', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:192.168.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'link_local'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:808:808::', 'public'],
    ['2002:c0a8:1::', 'private'],
    ['fc00::', 'unique_local'],
    ['fdff:ffff::1', 'unique_local'],
    ['fe80::abcd', 'link_local'],
    ['febf::1', 'link_local'],
    ['fec0::1', 'private'],
    ['ff02::fb', 'multicast'],
    ['100::1', 'reserved'],
    ['2001:db8::', 'documentation'],
    ['example.com', null],
  ])('%s → %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('allowPrivate admits loopback and private networks, never metadata or unspecified', () => {
    expect(isAllowedClass('public', false)).toBe(true);
    expect(isAllowedClass('loopback', false)).toBe(false);
    expect(isAllowedClass('loopback', true)).toBe(true);
    expect(isAllowedClass('private', true)).toBe(true);
    expect(isAllowedClass('link_local', true)).toBe(false);
    expect(isAllowedClass('unspecified', true)).toBe(false);
    expect(isAllowedClass('multicast', true)).toBe(false);
  });
});

describe('checkUrl', () => {
  it('normalises an IP literal to the address the socket will use', () => {
    const checked = checkUrl('http://0x7f.1:8080/x', true);
    expect(checked.ok && checked.value.literal).toBe('127.0.0.1');
    const v6 = checkUrl('http://[::1]:8080/x', true);
    expect(v6.ok && v6.value.literal).toBe('::1');
  });

  it('keeps a host name for DNS and TLS, lower-cased and without a trailing dot', () => {
    const checked = checkUrl('https://Calendar.Airbnb.COM./ical/1.ics?s=abc', false);
    expect(checked.ok && { host: checked.value.host, literal: checked.value.literal }).toEqual({
      host: 'calendar.airbnb.com',
      literal: null,
    });
  });

  it('allowPrivate admits localhost for tests', () => {
    expect(checkUrl('http://localhost:3000/x', true).ok).toBe(true);
    expect(checkUrl('http://localhost:3000/x', false)).toEqual({
      ok: false,
      error: 'address_not_allowed',
    });
  });
});
