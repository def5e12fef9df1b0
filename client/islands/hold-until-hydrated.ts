/**
 * What a shopper does first to a part of the page: its code starts loading then. A change
 * counts too: autofill and a list picked without a pointer change fields with no touch.
 */
const FIRST_TOUCH = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

/**
 * Hydrates an island on the shopper's first touch, and keeps what they did before its code
 * ran: what was typed or ticked stays in the fields (React leaves them as they are when it
 * hydrates; a form with controlled fields takes it over with `inputBeforeHydration`), a button or link clicked or a form submitted in the meantime is clicked or
 * submitted again once the island runs. A failed download waits for the next touch (a held
 * link is followed at once).
 */
export function holdUntilHydrated(
  element: HTMLElement,
  hydrate: (onMounted: () => void) => Promise<void>,
) {
  let rooted = false;
  // What was held, and its place among the island's elements of its kind: React may replace
  // the server's elements when it hydrates (a first render that differs), and the click or
  // submit then goes to the one in its place.
  const held = <E extends HTMLElement>(target: E) => ({
    target,
    place: [...element.querySelectorAll(target.tagName)].indexOf(target),
  });
  const now = <E extends HTMLElement>({ target, place }: { target: E; place: number }) =>
    target.isConnected
      ? target
      : (element.querySelectorAll(target.tagName)[place] as E | undefined);
  let clicked: ReturnType<typeof held<HTMLElement>> | undefined;
  let submitted: ReturnType<typeof held<HTMLFormElement>> | undefined;
  const holdClick = (event: Event) => {
    if (rooted || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button?.type === 'button') clicked = held(button);
    // A plain click on a link the island handles in place (`data-in-place`: a list filter)
    // waits for its code; any other link, or a click meant for a new tab, goes its own way.
    const link = event.target.closest('a[data-in-place]');
    if (link instanceof HTMLAnchorElement && isPlainClick(event)) {
      event.preventDefault();
      clicked = held(link);
    }
  };
  const holdSubmit = (event: Event) => {
    if (rooted || !(event.target instanceof HTMLFormElement)) return;
    // Submitted before the form's code runs: sent by that code instead, once it runs.
    event.preventDefault();
    submitted = held(event.target);
  };
  element.addEventListener('click', holdClick, true);
  element.addEventListener('submit', holdSubmit, true);

  let replayed = false;
  const replay = () => {
    if (replayed) return;
    replayed = true;
    element.removeEventListener('click', holdClick, true);
    element.removeEventListener('submit', holdSubmit, true);
    if (submitted) now(submitted)?.requestSubmit();
    else if (clicked) now(clicked)?.click();
  };
  const arm = () => {
    for (const type of FIRST_TOUCH)
      element.addEventListener(type, start, { capture: true, passive: true });
  };
  function start() {
    for (const type of FIRST_TOUCH) element.removeEventListener(type, start, { capture: true });
    hydrate(replay)
      .then(() => {
        rooted = true;
      })
      .catch((error: unknown) => {
        console.warn('island: its code did not load; the next touch tries again', error);
        // A link held for the island is followed as plain HTML would.
        if (clicked?.target instanceof HTMLAnchorElement)
          window.location.assign(clicked.target.href);
        clicked = undefined;
        arm();
      });
  }
  arm();
}

const isPlainClick = (event: Event) =>
  event instanceof MouseEvent &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;
