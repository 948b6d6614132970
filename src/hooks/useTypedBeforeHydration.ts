import { useLayoutEffect, type RefObject } from "react";

type FieldValues = Record<string, string | boolean>;

/**
 * What a visitor typed before the scripts started is in the form's fields but not in the
 * component's state: React keeps it through hydration, but the next render would write the
 * state over it (and a submit would send the state). Hands every field that differs from
 * its default to `adopt`, once, before the first paint after hydration. A boolean default
 * reads a checkbox's `checked`.
 */
export function useTypedBeforeHydration<T extends { [K in keyof T]: string | boolean }>(
  form: RefObject<HTMLFormElement>,
  defaults: T,
  adopt: (typed: Partial<T>) => void,
): void {
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed: FieldValues = {};
    for (const [name, empty] of Object.entries(defaults)) {
      const field = elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const value = typeof empty === "boolean" ? (field as HTMLInputElement).checked : field.value;
      if (value !== empty) typed[name] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed as Partial<T>);
    // Once, on mount: later renders own the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
