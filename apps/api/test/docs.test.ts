import { readFileSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

// docs/architecture.md is checked against the code: every route the app serves and every feature
// folder is named there, so the document cannot silently fall behind a new endpoint or feature.
const root = new URL('../../../', import.meta.url);
const architecture = readFileSync(new URL('docs/architecture.md', root), 'utf8');

let app: FastifyInstance;
useTestApp((opened) => ({ app } = opened));

describe('docs/architecture.md matches the code', () => {
  it('names every route of the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths.filter((p) => !architecture.includes(p));
    expect(missing).toEqual([]);
  });

  it('names every API feature folder', () => {
    const features = readdirSync(new URL('apps/api/src/features/', root), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const missing = features.filter(
      (name) => !architecture.includes(`features/${name}`) && !architecture.includes(`\`${name}\``),
    );
    expect(missing).toEqual([]);
  });
});

describe('the repository explains itself', () => {
  // The team's shared folder outside the clone is not part of it: the docs/ folder says everything in
  // the team's own words, so no file may send a reader outside the repository.
  const outside = /\.\.\/shared\/|\b(DESIGN|GAMES|INTEGRATIONS)\.md\b|product-spec\.md/;
  const skip = new Set([
    'node_modules',
    'dist',
    'data',
    '.git',
    '.tmp',
    'test-results',
    'playwright-report',
    'coverage',
  ]);
  const walk = (dir: URL, found: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const url = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
      if (entry.isDirectory()) walk(url, found);
      else if (/\.(ts|tsx|mjs|js|md|json|yaml|yml|css|html)$/.test(entry.name) && entry.name !== 'docs.test.ts') {
        if (outside.test(readFileSync(url, 'utf8'))) found.push(url.pathname.slice(root.pathname.length));
      }
    }
    return found;
  };

  it('no file points at documents outside the clone', () => {
    expect(walk(root, [])).toEqual([]);
  });
});
