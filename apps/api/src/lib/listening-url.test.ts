import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { listeningUrl } from './listening-url';

describe('listeningUrl', () => {
  it('shows the port really listened on, a wildcard host as localhost', () => {
    expect(listeningUrl({ address: '0.0.0.0', family: 'IPv4', port: 4300 }, '0.0.0.0')).toBe('http://localhost:4300');
    expect(listeningUrl({ address: '::', family: 'IPv6', port: 4300 }, '::')).toBe('http://localhost:4300');
    expect(listeningUrl({ address: '127.0.0.1', family: 'IPv4', port: 51234 }, '127.0.0.1')).toBe(
      'http://127.0.0.1:51234',
    );
    expect(listeningUrl({ address: '::1', family: 'IPv6', port: 8080 }, '::1')).toBe('http://[::1]:8080');
  });
});

describe('PUBLIC_URL default', () => {
  it('follows PORT when unset, and is kept when set', () => {
    expect(loadConfig({ PORT: '4300' }).PUBLIC_URL).toBe('http://localhost:4300');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4300', PUBLIC_URL: 'https://site.example' }).PUBLIC_URL).toBe('https://site.example');
  });
});
