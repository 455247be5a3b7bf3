// The two small parsers of --online's environment: .netrc logins and NO_PROXY.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bypassesProxy } from '../../../src/io/http.js';
import { parseNetrc, readNetrc } from '../../../src/io/netrc.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fcRuns } from '../../property-runs.js';

describe('parseNetrc', () => {
  it('reads machine entries, the first entry of a host wins, default is kept apart', () => {
    const m = parseNetrc(
      'machine a.example login u1 password p1\n# comment\nmachine B.example\n  login u2\n  password p2\nmachine a.example login x password y\ndefault login anon password none\n',
    );
    expect(m.get('a.example')).toEqual({ login: 'u1', password: 'p1' });
    expect(m.get('b.example')).toEqual({ login: 'u2', password: 'p2' });
    expect(m.get('')).toEqual({ login: 'anon', password: 'none' });
  });

  it('a login is given only for its own machine: never the default entry', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tp-netrc-')), 'netrc');
    writeFileSync(path, 'machine a.example login u1 password p1\ndefault login anon password none\n');
    const logins = readNetrc({ NETRC: path });
    expect(logins?.get('a.example')).toEqual({ login: 'u1', password: 'p1' });
    expect(logins?.get('b.example')).toBeUndefined();
    expect(logins?.get('')).toBeUndefined();
  });

  it('an entry without a login is no login; a macro ends the logins', () => {
    expect(parseNetrc('machine a password p').size).toBe(0);
    expect([...parseNetrc('machine a login u password p\nmacdef init\nmachine b login v password q\n').keys()]).toEqual(
      ['a'],
    );
  });

  it('never throws, whatever the text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('machine', 'default', 'login', 'password', 'account', 'macdef', 'h', 'u', '#', '\n', ' '),
        ),
        (words) => {
          const m = parseNetrc(words.join(' '));
          for (const v of m.values()) expect(typeof v.login).toBe('string');
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});

describe('bypassesProxy (NO_PROXY)', () => {
  const u = (s: string) => new URL(s);
  it('matches hosts, domain suffixes, ports and *', () => {
    expect(bypassesProxy(u('http://127.0.0.1:8080/x'), '127.0.0.1')).toBe(true);
    expect(bypassesProxy(u('https://download.pytorch.org/whl'), '.pytorch.org')).toBe(true);
    expect(bypassesProxy(u('https://download.pytorch.org/whl'), 'pytorch.org')).toBe(true);
    expect(bypassesProxy(u('https://notpytorch.org/whl'), 'pytorch.org')).toBe(false);
    expect(bypassesProxy(u('https://pypi.org/simple'), 'pypi.org:8443')).toBe(false);
    expect(bypassesProxy(u('https://pypi.org/simple'), 'pypi.org:443')).toBe(true);
    expect(bypassesProxy(u('https://pypi.org/simple'), 'a.example, *')).toBe(true);
    expect(bypassesProxy(u('https://pypi.org/simple'), '')).toBe(false);
    expect(bypassesProxy(u('https://pypi.org/simple'), undefined)).toBe(false);
  });
});
