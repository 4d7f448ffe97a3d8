// The one way forms are written here: the values in one object, each text input bound by its field name,
// and a submit that runs the form's check before anything is sent. A check returns the message of the first
// rule that fails (forms check their rules in the order docs/product.md lists them; the rules themselves are
// in packages/shared/src/validation.ts), which is shown as an error toast. See
// docs/decisions/176-forms-without-a-form-library.md for why there is no form library.
import { type ChangeEvent, type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { localizeMessage } from '../i18n/messages';
import { toast } from './toast';

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * `problemShownAs`: 'toast' (the app's forms) or 'inline' (the console's forms, which keep the message in
 * `problem` and show it beside the submit button).
 */
export function useForm<T extends object>(
  initial: T | (() => T),
  options: { problemShownAs?: 'toast' | 'inline' } = {},
) {
  const [values, setValues] = useState<T>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const isInline = options.problemShownAs === 'inline';
  const ref = useRef<HTMLFormElement>(null);

  // On a prerendered page a person can type before the page hydrates: the characters are on screen but not in
  // `values`, and the next render would wipe them. Before that render, take what each named field holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the hydration's commit
  useLayoutEffect(() => {
    const typed = ref.current ? typedBeforeHydration(ref.current, values) : {};
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  function set<K extends keyof T>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  return {
    /** The `<form>`'s ref, for a form that can be on screen before its page hydrates (login, registration). */
    ref,
    values,
    set,
    /** The failed check's message (inline forms only); also set by `setProblem` for a refused send. */
    problem,
    setProblem,
    /** Replaces every value (a loaded profile, or empty fields after a send). */
    setValues,
    /** `value` and `onChange` for the input, textarea or select of a text field. */
    text<K extends TextKey<T>>(name: K) {
      return {
        value: String(values[name] ?? ''),
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
          setValues((current) => ({ ...current, [name]: event.target.value })),
      };
    },
    /** The form's onSubmit: `check` first (its message, in the reader's language, becomes an error toast), then `send`. */
    onSubmit(check: (values: T) => string | null | undefined, send: (values: T) => void) {
      return (event: FormEvent) => {
        event.preventDefault();
        const found = check(values) ?? null;
        if (isInline) setProblem(found);
        else if (found) toast.error(localizeMessage(found));
        if (!found) send(values);
      };
    },
  };
}

/** The fields whose element (found by `name`) holds something other than the value in state. */
function typedBeforeHydration<T extends object>(form: HTMLFormElement, values: T): Partial<T> {
  const typed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (typeof value === 'boolean' && field.checked !== value) typed[name] = field.checked;
    } else if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      typeof value === 'string' &&
      field.value !== value
    ) {
      typed[name] = field.value;
    }
  }
  return typed as Partial<T>;
}
