import { StrictMode } from 'react';
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

const router = createRouter();
void loadLocale(initialLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <LocaleRoot>
          <RouterProvider router={router} />
        </LocaleRoot>
      </Providers>
    </StrictMode>,
  ),
);
