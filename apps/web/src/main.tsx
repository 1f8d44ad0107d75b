import { readAgeConsent, STATIC_GATE_ID, storeAgeConsent } from './app/age-consent';
import './styles.css';

/*
 * Entry. A first-time visitor gets the age gate as static HTML from the server (the first paint) and
 * only this small script: the app loads when they answer, since nothing behind the gate can be used
 * before that. Everyone else (and the Vite dev server, which sends no static gate) gets the app at once.
 * The app's AgeGate reads the stored answer and removes the static gate when it mounts.
 */
const startApp = () => import('./app-main');
const gate = document.getElementById(STATIC_GATE_ID);

if (gate && readAgeConsent() === undefined) {
  const buttons = [...gate.querySelectorAll<HTMLButtonElement>('button[data-answer]')];
  const answer = (value: 'true' | 'false') => {
    for (const button of buttons) button.setAttribute('aria-disabled', 'true');
    storeAgeConsent(value);
    document.body.style.overflow = ''; // the app's gate locks it again for a refusal
    void startApp();
  };
  for (const button of buttons) {
    button.addEventListener(
      'click',
      () =>
        button.getAttribute('aria-disabled') !== 'true' && answer(button.dataset.answer === 'true' ? 'true' : 'false'),
    );
    button.removeAttribute('aria-disabled');
  }
  document.body.style.overflow = 'hidden';
  // While the visitor reads, fetch the app at low priority (the server lists its files) so Enter is quick.
  window.addEventListener('load', () => {
    setTimeout(() => {
      for (const href of gate.dataset.prefetch?.split(' ').filter(Boolean) ?? []) {
        const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: '' });
        document.head.append(link);
      }
    }, 1_000);
  });
} else {
  gate?.remove();
  void startApp();
}
