// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToWidgets, WIDGET_EVENTS } from './widget-events';

const send = (name: string, detail: unknown) =>
  document.dispatchEvent(new CustomEvent(name, { detail }));

describe('the widgets’ events on the page', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('passes a payment callback on, and one at a time: a second waits for the first’s answer', async () => {
    let finish = () => {};
    const onPayment = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    stop = listenToWidgets({ onPayment, onAddressChange: vi.fn() });
    const callback = { paymentMethodSpecificFields: { a: 1 }, responseEventRequired: true };
    send(WIDGET_EVENTS.paymentCallback, callback);
    send(WIDGET_EVENTS.paymentCallback, callback);
    expect(onPayment).toHaveBeenCalledTimes(1);
    expect(onPayment).toHaveBeenCalledWith(callback);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    send(WIDGET_EVENTS.paymentCallback, callback);
    expect(onPayment).toHaveBeenCalledTimes(2);
  });

  it('answers a callback it cannot read with an error, when the widget waits for one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onPayment = vi.fn(() => Promise.resolve());
    stop = listenToWidgets({ onPayment, onAddressChange: vi.fn() });
    const answers: unknown[] = [];
    document.addEventListener(WIDGET_EVENTS.paymentResponse, (event) =>
      answers.push((event as CustomEvent).detail),
    );
    send(WIDGET_EVENTS.paymentCallback, { responseEventRequired: true });
    send(WIDGET_EVENTS.paymentCallback, { responseEventRequired: false });
    expect(onPayment).not.toHaveBeenCalled();
    expect(answers).toEqual([{ error: true }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('passes an address the widget changed on, and nothing once stopped', () => {
    const onAddressChange = vi.fn(() => Promise.resolve());
    stop = listenToWidgets({ onPayment: vi.fn(), onAddressChange });
    const detail = { address: { country: 'DE' }, additionalFields: { suspendIgnore: {} } };
    send(WIDGET_EVENTS.checkoutCallback, detail);
    expect(onAddressChange).toHaveBeenCalledWith(detail);
    stop();
    stop = undefined;
    send(WIDGET_EVENTS.checkoutCallback, detail);
    expect(onAddressChange).toHaveBeenCalledTimes(1);
  });
});
