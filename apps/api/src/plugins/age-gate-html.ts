import { escapeHtml } from '../lib/html';
import type { PageTexts } from './page-texts';

/**
 * The age gate's question as static HTML, sent in index.html (beside #root, outside React's tree) to a
 * visitor without an `age` cookie, so the first paint is the gate itself instead of an empty page
 * waiting for the bundle. The web app adopts this element (apps/web/src/app/layout/age-gate.tsx): it
 * wires the two buttons (marked aria-disabled until then) and removes the element once answered.
 * Keep the markup in step with the app's own copy of the gate (used where no server sent this one).
 */
const BUTTON =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&amp;_svg]:size-4 [&amp;_svg]:shrink-0 h-12 px-6 text-base';

export const AGE_GATE_ELEMENT_ID = 'age-gate';

/** The gate in one language (texts from page-texts.ts, escaped). */
export const ageGateHtml = (texts: PageTexts) =>
  `<div id="${AGE_GATE_ELEMENT_ID}" role="dialog" aria-modal="true" aria-labelledby="age-gate-title" class="fixed inset-0 z-[200] grid place-items-center bg-bg/95 p-6 backdrop-blur-md">` +
  '<div class="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-2xl">' +
  '<img alt="" width="56" height="56" class="mx-auto size-14" src="/favicon.svg">' +
  `<h2 id="age-gate-title" class="mt-5 text-lg font-semibold">${escapeHtml(texts.gateQuestion)}</h2>` +
  '<div class="mt-6 grid gap-3">' +
  `<button type="button" data-answer="true" aria-disabled="true" class="${BUTTON} bg-accent text-white hover:bg-accent-strong">${escapeHtml(texts.gateEnter)}</button>` +
  `<button type="button" data-answer="false" aria-disabled="true" class="${BUTTON} border border-border bg-transparent hover:bg-surface-2">${escapeHtml(texts.gateExit)}</button>` +
  '</div></div></div>';
