import { expect, test } from '@playwright/test';
import { GUARDED_CHECKOUT_PATH } from '../src/contract/checkout-api/guarded-calls';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { uniqueEmail } from './support/shop';
import { wordsOf } from './support/words';

const t = wordsOf('en');

// The policy of wrangler.toml, enforced by the shop (decision 0042) with `wrangler dev`'s own
// rate-limiting binding.
const SIGN_IN_ATTEMPTS_A_MINUTE = 10;

test('guessing a password is stopped after ten tries a minute, and the shopper is told', async ({
  page,
}) => {
  await confirmAgeInSession(page);
  await gotoHydrated(page, '/account');
  const form = page.getByRole('main');
  await form.getByLabel(t('email'), { exact: true }).fill(uniqueEmail('guessed'));
  const limited = form.getByText(t('tooManyAttempts'));
  let attempts = 0;
  let refused = false;
  // The binding counts in whole minutes: a window may turn over once while this runs. The loop
  // stops at the first refusal the server sends, not at the first message seen: the message
  // shows a moment after the answer, and a guess sent after a window turned over is let in.
  while (attempts < 2 * SIGN_IN_ATTEMPTS_A_MINUTE + 1 && !refused) {
    attempts += 1;
    await form.getByLabel(t('password'), { exact: true }).fill(`guess-number-${attempts}`);
    // Sent to the shop's own endpoint, which counts it before the Checkout API sees it.
    const answered = page.waitForResponse((response) =>
      response.url().includes(`${GUARDED_CHECKOUT_PATH}/login/`),
    );
    await form.getByRole('button', { name: t('signInSubmit') }).click();
    refused = (await answered).status() === 429;
  }
  await expect(limited).toBeVisible();
  expect(attempts).toBeGreaterThan(SIGN_IN_ATTEMPTS_A_MINUTE);
});
