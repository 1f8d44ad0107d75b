import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The configured SESSION_SECRET, or (outside production only) a random one kept under DATA_DIR so
 * sessions survive restarts of a local install without anyone committing a secret.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  return resolveLocalSecret(configured, dataDir, 'session-secret');
}

/** The same for SECRETS_KEY (lib/secret-box.ts), kept in its own file under DATA_DIR. */
export function resolveSecretsKey(configured: string | undefined, dataDir: string): string {
  return resolveLocalSecret(configured, dataDir, 'secrets-key');
}

/**
 * The same for BACKUP_KEY (db/backup.ts signs backups with it), kept in DATA_DIR/backup-key: made by
 * the first backup (`create`); a restore never makes one (undefined: there is no key to check with).
 * Production has no such fallback: the backup CLI requires BACKUP_KEY there.
 */
export function resolveBackupKey(configured: string | undefined, dataDir: string, create: boolean): string | undefined {
  if (!configured && !create && !existsSync(backupKeyFile(dataDir))) return undefined;
  return resolveLocalSecret(configured, dataDir, 'backup-key');
}

export const backupKeyFile = (dataDir: string) => path.join(dataDir, 'backup-key');

function resolveLocalSecret(configured: string | undefined, dataDir: string, name: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
