/**
 * Texts that take a count. An entry that takes one holds a form per plural category its language
 * needs for whole numbers (CLDR's, as `Intl.PluralRules` selects them): English "one" and "other";
 * Spanish, French, Portuguese and Italian "many" too, for round millions ("1 000 000 de places").
 * `fill` (./fill.ts) picks the form by the count and the language. Types only: no code here.
 *
 * English dictionaries are the types: `InLanguage<typeof en, "fr">` is the French shape of an
 * English dictionary, every `{ one, other }` of it turned into French's `{ one, many, other }`, so a
 * language that leaves out a category its rules need (or adds one they never select) fails the
 * type check. The test over every dictionary (plural.test.ts) checks the categories against the
 * running `Intl.PluralRules`, and that no plain string takes a count.
 */
import type { Lang } from "./languages.ts";

/** The categories each language's rules select for whole numbers. */
type PluralCategories = {
  en: "one" | "other";
  es: "one" | "many" | "other";
  fr: "one" | "many" | "other";
  pt: "one" | "many" | "other";
  it: "one" | "many" | "other";
};

/** An entry that takes a count, in language `L`: one text per category, each with `{count}`. */
export type Plural<L extends Lang = "en"> = { readonly [C in PluralCategories[L]]: string };

/** Any language's forms, as code that knows the language only at run time reads them. */
export type PluralForms = { readonly other: string } & { readonly [C in Intl.LDMLPluralRule]?: string };

/** The shape of an English dictionary (`T`) in language `L`: its plural entries with `L`'s categories. */
export type InLanguage<T, L extends Lang> = T extends string
  ? string
  : T extends Plural<"en">
    ? Plural<L>
    : T extends readonly unknown[]
      ? { [K in keyof T]: InLanguage<T[K], L> }
      : T extends object
        ? { [K in keyof T]: InLanguage<T[K], L> }
        : T;
