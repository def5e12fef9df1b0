// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { holdUntilHydrated } from './hold-until-hydrated';

const FORM = '<form><input name="email"><button type="submit">Place order</button></form>';

/** An island as the server rendered it, and a hydration the test lets finish. */
function island() {
  document.body.innerHTML = `<div data-island="page">${FORM}</div>`;
  const element = document.querySelector<HTMLElement>('[data-island]')!;
  let finish = () => {};
  const hydrated = new Promise<void>((resolve) => (finish = resolve));
  return { element, hydrated, finish };
}

/** The submits each form of the island receives once its code runs. */
function countSubmits(element: HTMLElement, into: string[]) {
  for (const form of element.querySelectorAll('form'))
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      into.push(form.isConnected ? 'running form' : 'detached form');
    });
}

describe('holdUntilHydrated', () => {
  it('sends a form submitted while the code loads once it runs', async () => {
    const { element, hydrated, finish } = island();
    const submits: string[] = [];
    holdUntilHydrated(element, async (onMounted) => {
      await hydrated;
      countSubmits(element, submits);
      onMounted();
    });
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    element.querySelector('form')!.requestSubmit();
    expect(submits).toEqual([]);
    finish();
    await hydrated;
    await Promise.resolve();
    expect(submits).toEqual(['running form']);
  });

  it('sends it to the form in its place when hydrating replaced the server’s form', async () => {
    const { element, hydrated, finish } = island();
    const submits: string[] = [];
    holdUntilHydrated(element, async (onMounted) => {
      await hydrated;
      // A first render that differs from the server's: React puts a new form in its place.
      element.innerHTML = FORM;
      countSubmits(element, submits);
      onMounted();
    });
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    element.querySelector('form')!.requestSubmit();
    finish();
    await hydrated;
    await Promise.resolve();
    expect(submits).toEqual(['running form']);
  });

  it('clicks the button in its place once the code runs, the server’s or the one that replaced it', async () => {
    const { element, hydrated, finish } = island();
    element.insertAdjacentHTML(
      'beforeend',
      '<button type="button">−</button><button type="button">+</button>',
    );
    const clicks: string[] = [];
    holdUntilHydrated(element, async (onMounted) => {
      await hydrated;
      for (const old of element.querySelectorAll('button[type="button"]'))
        old.replaceWith(old.cloneNode(true));
      for (const button of element.querySelectorAll('button[type="button"]'))
        button.addEventListener('click', () => clicks.push(button.textContent ?? ''));
      onMounted();
    });
    const plus = element.querySelectorAll<HTMLButtonElement>('button[type="button"]')[1]!;
    plus.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    plus.click();
    finish();
    await hydrated;
    await Promise.resolve();
    expect(clicks).toEqual(['+']);
  });
});
