import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { loadPage, ORIGIN, pageOf } from '../support/page-state';

const request = (path: string, init?: RequestInit) =>
  exports.default.fetch(`${ORIGIN}${path}`, init);
const load = (path: string, init?: RequestInit) => loadPage(path, init ? { init } : {});

describe("the shopper's own pages", () => {
  it.each([
    ['/checkout', 'en', 'checkout', 'Checkout | Pouch Atlas'],
    ['/sv/checkout', 'sv', 'checkout', 'Kassa | Pouch Atlas'],
    ['/de/account', 'de', 'account', 'Mein Konto | Pouch Atlas'],
    ['/fi/account/register', 'fi', 'account', 'Oma tili | Pouch Atlas'],
    ['/receipt', 'en', 'receipt', 'Thank you for your order | Pouch Atlas'],
    ['/password-reset', 'en', 'password-reset', 'Choose a new password | Pouch Atlas'],
  ])('%s renders its frame, never cached', async (path, language, kind, title) => {
    const { response, state, head } = await load(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Page-Cache')).toBeNull();
    expect(state.language).toBe(language);
    expect(state.page.kind).toBe(kind);
    expect(head.title).toBe(title);
    expect(head.canonicalUrl).toBe(`${ORIGIN}${path}`);
    expect(head.alternates.some((link) => link.hreflang === 'x-default')).toBe(true);
  });

  it('names the account view from the path', async () => {
    for (const [path, view] of [
      ['/account', 'overview'],
      ['/account/sign-in', 'sign-in'],
      ['/account/register', 'register'],
      ['/account/forgot-password', 'forgot-password'],
    ] as const) {
      expect(pageOf((await load(path)).state, 'account').view).toBe(view);
    }
    expect((await request('/account/no-such-view')).status).toBe(404);
  });

  it('hands the payment return parameters to the receipt, from the address or a posted form', async () => {
    const query = await load('/receipt?centraPaymentMethod=dummy&trans=abc&signature=s1');
    expect(pageOf(query.state, 'receipt').returnFields).toEqual({
      centraPaymentMethod: 'dummy',
      trans: 'abc',
      signature: 's1',
    });
    const posted = await load('/sv/receipt', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'trans=xyz&amount=10.00&currency=SEK',
    });
    expect(posted.response.status).toBe(200);
    expect(posted.state.language).toBe('sv');
    expect(pageOf(posted.state, 'receipt').returnFields).toEqual({
      trans: 'xyz',
      amount: '10.00',
      currency: 'SEK',
    });
    // The fields are data for the browser, never markup.
    const hostile = await load('/receipt?trans=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.html).not.toContain('</script><script>alert(1)');
    expect(pageOf(hostile.state, 'receipt').returnFields).toEqual({
      trans: '</script><script>alert(1)</script>',
    });
  });

  it('refuses a receipt post that is not a small form', async () => {
    const json = await request('/receipt', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"trans":"x"}',
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('must be a form of at most 16 KB');
    const huge = await request('/receipt', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `trans=${'x'.repeat(20_000)}`,
    });
    expect(huge.status).toBe(400);
  });

  it('answers a post to any other page with 404', async () => {
    const response = await request('/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(response.status).toBe(404);
  });

  it('passes the reset link parameters to the password-reset page', async () => {
    const { state } = await load('/password-reset?i=42&id=secret-id');
    expect(state.page).toMatchObject({ kind: 'password-reset', i: '42', id: 'secret-id' });
  });
});
