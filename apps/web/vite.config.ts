import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every compressible file of the build (at the highest levels: this
 * runs once per build, not per request); the server sends them with `preCompressed`.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) =>
          statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)],
        );
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The catalogs' ICU messages parsed at build time (ADR 057): each `src/i18n/locales/<locale>/*.json`
 * becomes its messages' syntax trees, so the app ships react-intl without the ICU parser (aliased to
 * FormatJS's `no-parser` entry below). A message that does not parse fails the build.
 */
function precompiledCatalogs(): Plugin {
  const catalog = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;
  return {
    name: 'precompiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!catalog.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: `export default ${JSON.stringify(ast)};`, map: null, moduleType: 'js' };
    },
  };
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [precompiledCatalogs(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // The messages arrive parsed (precompiledCatalogs), so the runtime never parses ICU.
      ...(process.env.NODE_ENV === 'production' || process.argv.includes('build')
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/avatars': apiTarget,
      '/go': apiTarget,
      '/schedule.ics': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    cssCodeSplit: false,
    // Read by the server to preload the app chunk that main.tsx imports (apps/api/src/plugins/spa.ts).
    manifest: true,
  },
});
