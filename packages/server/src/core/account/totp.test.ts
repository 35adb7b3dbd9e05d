import assert from 'node:assert/strict';
import { test } from 'node:test';
import { base32Decode, base32Encode, hotp, otpauthUrl, totp, verifyTotp } from './totp.ts';

const SEED = Buffer.from('12345678901234567890', 'ascii');

// RFC 6238 Appendix B, SHA-1 column (8 digits).
const RFC6238: [number, string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

for (const [seconds, code] of RFC6238) {
  test(`RFC 6238 vector at T=${seconds}s is ${code}`, () => {
    assert.equal(totp(SEED, seconds * 1000, 8), code);
  });
}

test('RFC 4226 Appendix D HOTP values', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
  assert.deepEqual(
    expected.map((_, counter) => hotp(SEED, counter)),
    expected,
  );
});

test('base32 round-trips and matches RFC 4648', () => {
  assert.equal(base32Encode(Buffer.from('foobar')), 'MZXW6YTBOI');
  assert.equal(base32Decode('mzxw6ytboi======')?.toString(), 'foobar');
  assert.equal(base32Decode('not base32!'), null);
});

test('a code is accepted one step either side of now, not two, and only once', () => {
  const secret = base32Encode(SEED);
  const now = 1_234_567_890_000;
  const step = Math.floor(now / 30_000);
  assert.equal(verifyTotp(secret, totp(SEED, now), now), step);
  assert.equal(verifyTotp(secret, totp(SEED, now - 30_000), now), step - 1);
  assert.equal(verifyTotp(secret, totp(SEED, now + 30_000), now), step + 1);
  assert.equal(verifyTotp(secret, totp(SEED, now - 60_000), now), null);
  assert.equal(verifyTotp(secret, totp(SEED, now), now, step), null);
  assert.equal(verifyTotp(secret, '12a456', now), null);
});

test('the otpauth URL carries the secret and the issuer', () => {
  const url = new URL(otpauthUrl('ABC', 'a@b.test', 'Omnicanal'));
  assert.equal(url.protocol, 'otpauth:');
  assert.equal(url.searchParams.get('secret'), 'ABC');
  assert.equal(url.searchParams.get('issuer'), 'Omnicanal');
});
