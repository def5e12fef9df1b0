// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { mountSnippet } from './mount-snippet';

const SNIPPET =
  '<script>window.ranFirst = document.getElementById("config") === null</script>' +
  '<div id="widget" class="widget"><span>Pay</span></div>' +
  '<script type="application/json" id="config">{"amount":"10 SEK"}</script>' +
  '<script src="https://provider.example/widget.js"></script>' +
  '<script>window.sawConfig = JSON.parse(document.getElementById("config").textContent).amount</script>';

describe('mounting a provider’s snippet', () => {
  let container: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="host"></div>';
    container = document.getElementById('host')!;
  });

  // That they run, and only as the page's policy allows, the browser tests show (e2e/payment-widgets).
  it('keeps the markup and the JSON data, and adds the scripts in order, inline ones under the page’s nonce', () => {
    mountSnippet(container, SNIPPET, 'n0nce');
    const scripts = [...container.querySelectorAll('script')];
    expect(container.querySelector('#widget span')?.textContent).toBe('Pay');
    // Inline code by the nonce; the provider's script by its host, which the policy must list.
    expect(scripts.map((script) => script.nonce)).toEqual(['n0nce', '', '', 'n0nce']);
    expect(scripts[1]?.type).toBe('application/json');
    expect(scripts[2]?.src).toBe('https://provider.example/widget.js');
    expect(scripts[2]?.async).toBe(false);
    expect(scripts[0]?.textContent).toContain('window.ranFirst');
    expect(scripts[3]?.textContent).toContain('window.sawConfig');
    // The markup is in place before the first script: a loader finds its container.
    expect(container.firstElementChild?.id).toBe('widget');
  });

  it('gives no script a nonce of its own choosing, and removes everything when unmounted', () => {
    const unmount = mountSnippet(container, '<script nonce="forged">1</script><p>x</p>', 'page');
    expect(container.querySelector('script')?.nonce).toBe('page');
    unmount();
    expect(container.childNodes).toHaveLength(0);
  });
});
