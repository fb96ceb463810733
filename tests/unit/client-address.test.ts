import { describe, expect, it } from 'vitest';
import { clientAddress, visitorOf } from '@/server/http/client-address';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';

describe('the visitor the rate limits count', () => {
  it('is an IPv4 address as it is, also written as IPv6', () => {
    expect(visitorOf('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is an IPv6 address’s /64 network, however the address is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:0db8:85a3:08d3::1', '2001:DB8:85A3:8D3::abcd:1', '[2001:db8:85a3:8d3::2]', 'fe80::1%eth0'.replace('fe80', '2001:db8:85a3:8d3')]) {
      expect(visitorOf(address), address).toBe(network);
    }
    expect(visitorOf('::1')).toBe('0:0:0:0::/64');
    expect(visitorOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(visitorOf('2001:db8:1::')).not.toBe(visitorOf('2001:db8:2::'));
  });

  it('comes from the production server’s header, or from X-Forwarded-For only behind trusted proxies', () => {
    const request = (headers: Record<string, string>) => new Request('http://shop.test/', { headers });
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: '2001:db8:1:2:3:4:5:6' }))).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.1', [CLIENT_ADDRESS_HEADER]: '10.0.0.1' }))).toBe('10.0.0.1');
    expect(clientAddress(request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.1', [CLIENT_ADDRESS_HEADER]: '10.0.0.1' }), { TRUSTED_PROXY_HOPS: '1' } as unknown as NodeJS.ProcessEnv)).toBe('198.51.100.1');
    expect(clientAddress(request({}))).toBeNull();
  });
});
