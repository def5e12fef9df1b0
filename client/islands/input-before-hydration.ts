/**
 * What the shopper typed or ticked in a form's fields before its island hydrated, by field
 * name: each named field whose value (or tick) differs from what React rendered. React keeps
 * such a field as it is while hydrating, but its state does not know the input, and the next
 * render of a controlled field would put the rendered value back.
 */
export function inputBeforeHydration<V extends Record<string, string | boolean>>(
  form: HTMLFormElement,
  rendered: V,
): Partial<V> {
  const found: Partial<V> = {};
  for (const name of Object.keys(rendered) as (keyof V & string)[]) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) continue;
    const value = field.type === 'checkbox' ? field.checked : field.value;
    if (value !== rendered[name]) found[name] = value as V[typeof name];
  }
  return found;
}
