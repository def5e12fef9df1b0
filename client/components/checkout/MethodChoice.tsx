import { useEffect, useRef, useState } from 'react';

/** A radio group of shipping or payment methods; choosing one tells the Checkout API. */
export function MethodChoice({
  legend,
  name,
  methods,
  chosen,
  disabled,
  onChoose,
}: {
  legend: string;
  name: string;
  methods: { id: string; label: string; detail?: string }[];
  chosen: string | null | undefined;
  disabled: boolean;
  onChoose: (id: string) => void;
}) {
  // The choice shows at once; the API's answer then confirms it (or puts the old one back).
  const [pending, setPending] = useState<{ id: string; over: string | null | undefined }>();
  const shown = pending && pending.over === chosen ? pending.id : chosen;
  const choose = (id: string) => {
    setPending({ id, over: chosen });
    onChoose(id);
  };
  // A method picked before the page hydrated (its first touch) is chosen once it runs: React
  // keeps the radio as the shopper left it, but no change reached it.
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const picked = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (picked && picked !== chosen) choose(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset className="method-choice" ref={group}>
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method.id} className="radio">
          <input
            type="radio"
            name={name}
            value={method.id}
            checked={shown === method.id}
            disabled={disabled}
            onChange={() => choose(method.id)}
          />
          <span>
            {method.label}
            {method.detail && <span className="muted"> – {method.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
