/**
 * One schema per form, shared by the form in the browser (it checks a submit before posting) and
 * its action (which checks every post again with the very same rules). Plain code rather than a
 * validation library: it ships with every page that has a form (decision 0011). Errors are codes;
 * each form's dictionary has their texts in every language.
 */
import { cleanText, ENCODED_WORD, isBlank, LINE_BREAK } from "./text.ts";

/** What a schema reads: a posted form, or plain values (a test, a script). */
export type FormInput = FormData | Readonly<Record<string, unknown>>;

function all(input: FormInput, name: string): unknown[] {
  if (input instanceof FormData) return input.getAll(name);
  const value = input[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A field's rule: its value, or the code of its first problem. */
export type Rule<Value, Code extends string> = {
  read(input: FormInput, name: string): { value: Value } | { error: Code };
  /** What the browser's own checks should know (required, maximum length), for the input's attributes. */
  readonly hints: { required: boolean; maxLength?: number };
};

/** Text far over its limit is refused before it is cleaned, which takes time in proportion (10 MB: a second). */
const farTooLong = (raw: unknown, max: number) => typeof raw === "string" && raw.length > max * FAR_OVER;
const FAR_OVER = 4;

type LineOptions<Code extends string> = {
  /** The code when the field is empty; without it the field is optional ("" when empty). */
  required?: Code;
  max: number;
  tooLong: Code;
  /** Refuse line breaks with this code (a value that goes into an email header); else they fold into spaces. */
  lineBreak?: Code;
  /** Refuse RFC 2047 encoded words with this code (a value that goes into an email header). */
  encodedWord?: Code;
  format?: { pattern: RegExp; error: Code };
};

/** One line of text. */
export function line<const Code extends string>(options: LineOptions<Code>): Rule<string, Code> {
  return {
    hints: { required: options.required !== undefined, maxLength: options.max },
    read(input, name) {
      const raw = all(input, name)[0];
      if (farTooLong(raw, options.max)) return { error: options.tooLong };
      let value = cleanText(raw, false);
      if (isBlank(value)) return options.required ? { error: options.required } : { value: "" };
      if (LINE_BREAK.test(value)) {
        if (options.lineBreak) return { error: options.lineBreak };
        value = value.replace(/\s+/g, " ");
      }
      if (options.encodedWord && ENCODED_WORD.test(value)) return { error: options.encodedWord };
      if (value.length > options.max) return { error: options.tooLong };
      if (options.format && !options.format.pattern.test(value)) return { error: options.format.error };
      return { value };
    },
  };
}

/** Text of several lines. */
export function text<const Code extends string>(options: { required?: Code; max: number; tooLong: Code }): Rule<string, Code> {
  return {
    hints: { required: options.required !== undefined, maxLength: options.max },
    read(input, name) {
      const raw = all(input, name)[0];
      if (farTooLong(raw, options.max)) return { error: options.tooLong };
      const value = cleanText(raw, true);
      if (isBlank(value)) return options.required ? { error: options.required } : { value: "" };
      if (value.length > options.max) return { error: options.tooLong };
      return { value };
    },
  };
}

/** One of a list of values; undefined when optional and not chosen. */
export function choice<const Value extends string, const Code extends string>(
  values: readonly Value[],
  options: { required?: Code; invalid: Code },
): Rule<Value | undefined, Code> {
  return {
    hints: { required: options.required !== undefined },
    read(input, name) {
      const value = cleanText(all(input, name)[0], false);
      if (value === "") return options.required ? { error: options.required } : { value: undefined };
      return (values as readonly string[]).includes(value) ? { value: value as Value } : { error: options.invalid };
    },
  };
}

/** Any number of a list of values (checkboxes), each once. */
export function choices<const Value extends string, const Code extends string>(
  values: readonly Value[],
  options: { invalid: Code },
): Rule<Value[], Code> {
  return {
    hints: { required: false },
    read(input, name) {
      const chosen = all(input, name).map((value) => cleanText(value, false));
      if (chosen.length > values.length || chosen.some((value) => !(values as readonly string[]).includes(value)))
        return { error: options.invalid };
      return { value: [...new Set(chosen)] as Value[] };
    },
  };
}

/** A whole number within bounds. */
export function integer<const Code extends string>(options: {
  min: number;
  max: number;
  required: Code;
  invalid: Code;
  /** A record's id (a hidden field): written exactly as the server wrote it, `^[1-9][0-9]*$` (no `07`). */
  plainId?: boolean;
}): Rule<number, Code> {
  return {
    hints: { required: true },
    read(input, name) {
      const value = cleanText(all(input, name)[0], false);
      if (value === "") return { error: options.required };
      if (!(options.plainId ? /^[1-9]\d{0,14}$/ : /^\d{1,6}$/).test(value)) return { error: options.invalid };
      const number = Number(value);
      return number >= options.min && number <= options.max ? { value: number } : { error: options.invalid };
    },
  };
}

/** A calendar date, `YYYY-MM-DD` (an `<input type="date">`); "" when optional and empty. */
export function isoDate<const Code extends string>(options: { required?: Code; invalid: Code }): Rule<string, Code> {
  return {
    hints: { required: options.required !== undefined },
    read(input, name) {
      const value = cleanText(all(input, name)[0], false);
      if (value === "") return options.required ? { error: options.required } : { value: "" };
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return { error: options.invalid };
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return date.toISOString().slice(0, 10) === value ? { value } : { error: options.invalid };
    },
  };
}

type Rules = Record<string, Rule<unknown, string>>;
type ValueOf<R> = R extends Rule<infer V, string> ? V : never;
type CodeOf<R> = R extends Rule<unknown, infer C> ? C : never;

export type FormValues<S extends Rules> = { [K in keyof S]: ValueOf<S[K]> };
export type FormErrors<S extends Rules> = { [K in keyof S]?: CodeOf<S[K]> };
type Validation<S extends Rules> = { ok: true; values: FormValues<S> } | { ok: false; errors: FormErrors<S> };

export type FormSchema<S extends Rules> = {
  /** The fields in the form's order (the first one with an error gets the focus). */
  readonly names: (keyof S & string)[];
  readonly rules: S;
  /** Every field at once; then the checks across fields (in the same pass with `allAtOnce`, see `defineForm`). */
  validate(input: FormInput): Validation<S>;
  /** The fields with an error, in the form's order. */
  withErrors(errors: FormErrors<S>): (keyof S & string)[];
};

/**
 * A form's schema: each field's rule, and the checks across fields. Those run once every field is
 * fine on its own; with `{ allAtOnce: true }` they run in the same pass, on the fields that are
 * (a field refused on its own is absent from `values`), so a visitor gets every problem in one
 * answer rather than in rounds. A field's own error wins over one across fields.
 */
export function defineForm<S extends Rules>(rules: S, across?: (values: FormValues<S>) => FormErrors<S>): FormSchema<S>;
export function defineForm<S extends Rules>(
  rules: S,
  across: (values: Partial<FormValues<S>>) => FormErrors<S>,
  options: { allAtOnce: true },
): FormSchema<S>;
export function defineForm<S extends Rules>(
  rules: S,
  across?: (values: FormValues<S>) => FormErrors<S>,
  options?: { allAtOnce: true },
): FormSchema<S> {
  const names = Object.keys(rules) as (keyof S & string)[];
  return {
    names,
    rules,
    validate(input) {
      const values = {} as FormValues<S>;
      const errors: FormErrors<S> = {};
      for (const name of names) {
        const result = rules[name]!.read(input, name);
        if ("error" in result) errors[name] = result.error as CodeOf<S[typeof name]>;
        else values[name] = result.value as ValueOf<S[typeof name]>;
      }
      const own = Object.keys(errors).length > 0;
      if (own && !options?.allAtOnce) return { ok: false, errors };
      const all = { ...across?.(values), ...errors };
      return own || Object.keys(all).length > 0 ? { ok: false, errors: all } : { ok: true, values };
    },
    withErrors: (errors) => names.filter((name) => errors[name] !== undefined),
  };
}

/**
 * What was typed in each text field, to give back with a refusal so the visitor can fix it; text far
 * over its limit only in part.
 */
export function typedValues<S extends Rules>(schema: FormSchema<S>, input: FormInput): Record<keyof S & string, string> {
  const values = {} as Record<keyof S & string, string>;
  for (const name of schema.names) {
    const raw = all(input, name)[0];
    const max = schema.rules[name]!.hints.maxLength;
    values[name] = typeof raw !== "string" ? "" : max ? raw.slice(0, max * FAR_OVER) : raw;
  }
  return values;
}
