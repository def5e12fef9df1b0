import { useState } from 'react';

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
  return (
    <fieldset className="method-choice">
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method.id} className="radio">
          <input
            type="radio"
            name={name}
            value={method.id}
            checked={shown === method.id}
            disabled={disabled}
            onChange={() => {
              setPending({ id: method.id, over: chosen });
              onChoose(method.id);
            }}
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
