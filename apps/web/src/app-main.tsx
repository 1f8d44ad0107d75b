import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { initialLocale, loadLocale } from './i18n';
import { LocaleRoot } from './i18n/locale-root';

/**
 * The React app: loaded by main.tsx at once, or when a first-time visitor answers the age gate. It
 * renders once the visitor's language has loaded (its catalog chunk was preloaded by the server with
 * the first HTML), so no text ever shows in another language first.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The language first: the router starts loading the first page (and its catalog areas, which wait for
// the language) as soon as it is made.
const language = loadLocale(initialLocale());
const router = createRouter();
void language.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <LocaleRoot>
            <RouterProvider router={router} />
          </LocaleRoot>
        </Providers>
      </StrictMode>,
    ),
  ),
);
