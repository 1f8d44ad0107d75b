import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets kept in the database (partner API credentials, the broadcaster's Twitch tokens)
 * with AES-256-GCM under a key derived (HKDF-SHA256) from SECRETS_KEY. A sealed value is
 * `v1.<iv>.<ciphertext+tag>` in base64url; it names its own format so the scheme can change later.
 * Opening a value sealed under another key, or altered, throws: never silently returns garbage.
 */
export type SecretBox = {
  seal(plaintext: string): string;
  open(sealed: string): string;
};

const VERSION = 'v1';

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export function createSecretBox(secret: string): SecretBox {
  if (secret.length < 32) throw new SecretBoxError('the secrets key must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, 'secret-box', 'secret-box v1 aes-256-gcm', 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== VERSION || !ivText || !bodyText) throw new SecretBoxError('not a sealed value');
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (iv.length !== 12 || body.length < 16) throw new SecretBoxError('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(body.subarray(body.length - 16));
      try {
        return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value was altered or sealed under another key');
      }
    },
  };
}
