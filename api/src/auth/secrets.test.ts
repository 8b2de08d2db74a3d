import { describe, expect, it } from 'vitest';
import { decodeBase64Strict, randomSecret, sha256, signHelper, verifyHelper } from './secrets.ts';

const secret = 'unit-test-secret-0123456789-0123456789';

describe('sign-in secrets', () => {
  it('makes 32-byte base64url values and stable hashes', () => {
    const value = randomSecret();
    expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    expect(value).not.toBe(randomSecret());
    expect(sha256(value)).toBe(sha256(value));
    expect(sha256(value)).not.toBe(value);
  });

  it('accepts a fresh helper value and reads its claims', () => {
    const helper = signHelper(secret, { userId: 'u-1', staffUserId: 's-1' }, 1_000);
    expect(verifyHelper(secret, helper, 2_000)).toEqual({ userId: 'u-1', staffUserId: 's-1', canonical: helper });
  });

  it('rejects a helper value after 5 minutes', () => {
    const helper = signHelper(secret, { userId: 'u-1', staffUserId: 's-1' }, 0);
    expect(verifyHelper(secret, helper, 5 * 60 * 1000 - 1)).toBeDefined();
    expect(verifyHelper(secret, helper, 5 * 60 * 1000)).toBeUndefined();
  });

  it('rejects a changed payload, another key and garbage', () => {
    const helper = signHelper(secret, { userId: 'u-1', staffUserId: 's-1' }, 0);
    const [, mac] = helper.split('.');
    const forged = `${Buffer.from(JSON.stringify({ u: 'u-2', s: 's-1', e: 10_000 })).toString('base64url')}.${mac}`;
    expect(verifyHelper(secret, forged, 1)).toBeUndefined();
    expect(verifyHelper(`${secret}-other`, helper, 1)).toBeUndefined();
    expect(verifyHelper(secret, 'nonsense', 1)).toBeUndefined();
    expect(verifyHelper(secret, `${helper}.x`, 1)).toBeUndefined();
  });

  it('reads every spelling of the same helper bytes as one canonical value', () => {
    const helper = signHelper(secret, { userId: 'u-1', staffUserId: 's-1' }, 0);
    const [body = '', mac = ''] = helper.split('.');
    const standard = (text: string) => Buffer.from(text, 'base64url').toString('base64');
    for (const spelling of [`${helper}=`, `${standard(body)}.${standard(mac)}`, `${body}.${standard(mac)}`]) {
      expect(verifyHelper(secret, spelling, 1)?.canonical).toBe(helper);
    }
    // Wrong padding, stray characters and mixed alphabets are not a spelling of anything.
    for (const broken of [`${helper}==`, `${helper}===`, `${body}.${mac}!`, `${body}.+${mac.slice(1)}_`, `${body}.`]) {
      expect(verifyHelper(secret, broken, 1)).toBeUndefined();
    }
  });
});

describe('strict base64', () => {
  it('takes either alphabet, with exact padding or none', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x01]);
    for (const text of ['+/+/AQ==', '+/+/AQ', '-_-_AQ==', '-_-_AQ']) expect(decodeBase64Strict(text)).toEqual(bytes);
    expect(decodeBase64Strict('')).toEqual(Buffer.alloc(0));
  });

  it('refuses stray characters, stray bits, bad padding and mixed alphabets', () => {
    for (const text of ['+/+/AQ=', '+/+/AQ===', '+/+/AR', '+/+/A', '+/-_AQ', '+/+/ AQ', '+/+/AQ\n', 'AQ==AQ==']) {
      expect(decodeBase64Strict(text)).toBeUndefined();
    }
  });
});
