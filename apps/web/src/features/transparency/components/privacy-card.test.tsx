import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { PrivacyCard } from './privacy-card';

afterEach(() => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
});

describe('the public winners list choice on the profile', () => {
  it('turns anonymous on and off through PUT /users/me/privacy', async () => {
    document.cookie = 'signedIn=1; path=/';
    let anonymous = false;
    const { writes } = fakeApi({
      'GET /users/me': ok(viewer),
      'GET /users/me/privacy': () => ok({ anonymous }),
      'PUT /users/me/privacy': (call) => {
        anonymous = (call.body as { anonymous: boolean }).anonymous;
        return ok({ anonymous });
      },
    });
    const { user } = renderApp(<PrivacyCard />);
    const box = await screen.findByRole('checkbox', { name: 'Show me as anonymous instead' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await findToast('You now appear as anonymous among the winners.');
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    await findToast('Your site name now shows among the winners.');
    expect(writes().map((w) => w.body)).toEqual([{ anonymous: true }, { anonymous: false }]);
  });

  it('shows nothing to a visitor', () => {
    fakeApi({ 'GET /users/me': ok(null) });
    const { container } = renderApp(<PrivacyCard />);
    expect(container.textContent).toBe('');
  });
});
