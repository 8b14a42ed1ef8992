import { useEffect, useState } from "react";
import type { RouterContextProvider } from "react-router";
import { fields as commentFields } from "./comments/model.ts";
import { extraFields as contactFields } from "./contact/model.ts";
import { pageTemplateContext } from "./context.ts";

/**
 * Forms whose hidden inputs must be fresh in every response: the comment form's signed render
 * time and one-time key, the contact form's one-time key.
 *
 * When the server renders a page once to serve it to everyone (server/page-cache.ts), the forms
 * render without these inputs, and the server appends them per response at the very end of the
 * body, tied to their form by its id (the `form` attribute). So the page is the same for every
 * visitor up to its last few bytes and is compressed once; a form without JavaScript still posts
 * them, and a hydrated form takes them in (`takeFreshInputs`).
 */
export const freshForms = {
  comment: { id: "comment-form", inputs: [commentFields.formToken, commentFields.clientToken] },
  contact: { id: "contact-form", inputs: [contactFields.clientToken] },
} as const;

export type FreshForm = keyof typeof freshForms;

/** Whether this rendering is a template (the forms' fresh inputs left out). */
export function rendersTemplate(context: Readonly<RouterContextProvider>): boolean {
  try {
    return context.get(pageTemplateContext);
  } catch {
    // Prerendering runs without the server's context.
    return false;
  }
}

/** The fresh inputs the server appended for this form, as the HTML for one response (values already safe). */
export function freshInputsHtml(form: FreshForm, values: Readonly<Record<string, string>>): string {
  const { id, inputs } = freshForms[form];
  return inputs.map((name) => `<input type="hidden" form="${id}" name="${name}" value="${escapeAttribute(values[name] ?? "")}">`).join("");
}

/** Tokens are URL-safe text; escaped all the same should that ever change (one test per value per response). */
const escapeAttribute = (value: string) => (/[&"<]/.test(value) ? value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;") : value);

/**
 * In the browser, once hydrated: the values of the inputs the server appended for this form,
 * which are then removed (the form renders its own from here on, and a later fresh value, as
 * after a post, must not be sent next to a stale one). Empty when there are none: the page was
 * rendered for this request, with the values in the form itself.
 */
function takeFreshInputs(form: FreshForm): Record<string, string> {
  const values: Record<string, string> = {};
  const { id, inputs } = freshForms[form];
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[type="hidden"][form="${id}"]`)) {
    if (!(inputs as readonly string[]).includes(input.name)) continue;
    values[input.name] = input.value;
    input.remove();
  }
  return values;
}

/**
 * For a form with fresh inputs: the values the server appended to the page for it, taken in once
 * hydrated (none before, nor when the page was rendered for this request). The form renders its
 * loader's value when it has one, else this one.
 */
export function useFreshInputs(form: FreshForm): Readonly<Record<string, string>> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const taken = takeFreshInputs(form);
    if (Object.keys(taken).length > 0) setValues(taken);
  }, [form]);
  return values;
}
