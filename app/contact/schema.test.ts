import { describe, expect, it } from "vitest";
import { languages, type Lang } from "../i18n/languages.ts";
import { contactTexts } from "./i18n/index.ts";
import { errorText } from "./model.ts";
import { EMAIL_PATTERN } from "../forms/email.ts";
import { contactForm, contactLimits, type ContactErrorCode, type ContactValues } from "./schema.ts";

const validateContact = contactForm.validate;

const valid: ContactValues = {
  user_name: "Ana Pérez",
  user_email: "ana@example.com",
  subject: "Frey in January",
  message: "Hello!\nWe are two climbers.",
};

/** Every error message, as the visitor reads it, in every language. */
const expected: Record<Lang, Record<ContactErrorCode, string>> = {
  en: {
    name_required: "Name is required.",
    email_required: "Email is required.",
    email_invalid: "This is not a valid email address.",
    subject_required: "Subject is required.",
    message_required: "Message is required.",
    name_too_long: "The name can be at most 100 characters long.",
    email_too_long: "The email can be at most 254 characters long.",
    subject_too_long: "The subject can be at most 150 characters long.",
    message_too_long: "The message can be at most 5,000 characters long.",
    line_break: "Please write this on a single line.",
    encoded_word: "Please write this without the sequence “=?”.",
  },
  es: {
    name_required: "El nombre es obligatorio.",
    email_required: "El email es obligatorio.",
    email_invalid: "El formato del email no es válido.",
    subject_required: "El asunto es obligatorio.",
    message_required: "El mensaje es obligatorio.",
    name_too_long: "El nombre puede tener hasta 100 caracteres.",
    email_too_long: "El email puede tener hasta 254 caracteres.",
    subject_too_long: "El asunto puede tener hasta 150 caracteres.",
    message_too_long: "El mensaje puede tener hasta 5000 caracteres.",
    line_break: "Escribilo en una sola línea.",
    encoded_word: "Escribilo sin la secuencia “=?”.",
  },
  fr: {
    name_required: "Le nom est obligatoire.",
    email_required: "L'e-mail est obligatoire.",
    email_invalid: "Format d'e-mail invalide.",
    subject_required: "L'objet est obligatoire.",
    message_required: "Le message est obligatoire.",
    name_too_long: "Le nom ne doit pas dépasser 100 caractères.",
    email_too_long: "L'e-mail ne doit pas dépasser 254 caractères.",
    subject_too_long: "L'objet ne doit pas dépasser 150 caractères.",
    message_too_long: "Le message ne doit pas dépasser 5\u202f000 caractères.",
    line_break: "Veuillez écrire ceci sur une seule ligne.",
    encoded_word: "Écrivez ceci sans la séquence «\u00a0=?\u00a0».",
  },
  pt: {
    name_required: "O nome é obrigatório.",
    email_required: "O e-mail é obrigatório.",
    email_invalid: "Formato de e-mail inválido.",
    subject_required: "O assunto é obrigatório.",
    message_required: "A mensagem é obrigatória.",
    name_too_long: "O nome pode ter no máximo 100 caracteres.",
    email_too_long: "O e-mail pode ter no máximo 254 caracteres.",
    subject_too_long: "O assunto pode ter no máximo 150 caracteres.",
    message_too_long: "A mensagem pode ter no máximo 5.000 caracteres.",
    line_break: "Escreva isto em uma única linha.",
    encoded_word: "Escreva isto sem a sequência “=?”.",
  },
  it: {
    name_required: "Il nome è obbligatorio.",
    email_required: "L’email è obbligatoria.",
    email_invalid: "Formato email non valido.",
    subject_required: "L’oggetto è obbligatorio.",
    message_required: "Il messaggio è obbligatorio.",
    name_too_long: "Il nome può avere al massimo 100 caratteri.",
    email_too_long: "L’email può avere al massimo 254 caratteri.",
    subject_too_long: "L’oggetto può avere al massimo 150 caratteri.",
    message_too_long: "Il messaggio può avere al massimo 5000 caratteri.",
    line_break: "Scrivilo su una sola riga.",
    encoded_word: "Scrivilo senza la sequenza “=?”.",
  },
};

/** A form with one field changed, and the error it must produce (or none). */
const cases: { rule: string; values: Partial<ContactValues>; field: keyof ContactValues; error: ContactErrorCode }[] = [
  { rule: "an empty name", values: { user_name: "" }, field: "user_name", error: "name_required" },
  { rule: "a name of spaces", values: { user_name: "  \t " }, field: "user_name", error: "name_required" },
  { rule: "an empty email", values: { user_email: "" }, field: "user_email", error: "email_required" },
  { rule: "an email of spaces", values: { user_email: "   " }, field: "user_email", error: "email_required" },
  { rule: "an email without an at sign", values: { user_email: "ana.example.com" }, field: "user_email", error: "email_invalid" },
  { rule: "an email without a dot after the at sign", values: { user_email: "ana@example" }, field: "user_email", error: "email_invalid" },
  { rule: "an email with nothing before the at sign", values: { user_email: "@example.com" }, field: "user_email", error: "email_invalid" },
  { rule: "an email with nothing after the dot", values: { user_email: "ana@example." }, field: "user_email", error: "email_invalid" },
  { rule: "an email with a space inside", values: { user_email: "ana maria@example.com" }, field: "user_email", error: "email_invalid" },
  { rule: "a list of addresses", values: { user_email: "ana@example.com,bob@example.org" }, field: "user_email", error: "email_invalid" },
  { rule: "an address with a display name", values: { user_email: "Ana <ana@example.com>" }, field: "user_email", error: "email_invalid" },
  { rule: "two at signs", values: { user_email: "ana@bob@example.com" }, field: "user_email", error: "email_invalid" },
  { rule: "an empty subject", values: { subject: "" }, field: "subject", error: "subject_required" },
  { rule: "a subject of spaces", values: { subject: "   " }, field: "subject", error: "subject_required" },
  { rule: "an empty message", values: { message: "" }, field: "message", error: "message_required" },
  { rule: "a message of blank lines", values: { message: " \n\r\n \t" }, field: "message", error: "message_required" },
  { rule: "a name over the limit", values: { user_name: "a".repeat(101) }, field: "user_name", error: "name_too_long" },
  {
    rule: "an email over the limit",
    values: { user_email: `${"a".repeat(250)}@example.com` },
    field: "user_email",
    error: "email_too_long",
  },
  { rule: "a subject over the limit", values: { subject: "s".repeat(151) }, field: "subject", error: "subject_too_long" },
  { rule: "a message over the limit", values: { message: "m".repeat(5001) }, field: "message", error: "message_too_long" },
  { rule: "a line feed in the name", values: { user_name: "Ana\nBcc: x@example.com" }, field: "user_name", error: "line_break" },
  { rule: "a carriage return in the subject", values: { subject: "Hi\r\nBcc: x@example.com" }, field: "subject", error: "line_break" },
  {
    rule: "a line feed in the email",
    values: { user_email: "ana@example.com\nBcc: x@example.com" },
    field: "user_email",
    error: "line_break",
  },
  { rule: "a Unicode line separator in the subject", values: { subject: "Hi\u2028there" }, field: "subject", error: "line_break" },
  // Mail programs decode an encoded word in a header: this one would show as a line break and a Bcc.
  {
    rule: "an encoded word in the subject",
    values: { subject: "=?utf-8?Q?Hi=0D=0ABcc:_x@evil.com?=" },
    field: "subject",
    error: "encoded_word",
  },
  {
    rule: "an encoded word inside the name",
    values: { user_name: "Ana =?ISO-8859-1?B?SGk=?= Pérez" },
    field: "user_name",
    error: "encoded_word",
  },
  { rule: "an encoded word as the email", values: { user_email: "=?utf-8?q?x?=@example.com" }, field: "user_email", error: "encoded_word" },
];

describe("the contact form's rules", () => {
  it("accepts a complete form and returns the trimmed values", () => {
    const result = validateContact({
      user_name: "  Ana Pérez ",
      user_email: " ana@example.com ",
      subject: " Frey ",
      message: "\n Hello!\r\nBye \n",
    });
    expect(result).toEqual({
      ok: true,
      values: { user_name: "Ana Pérez", user_email: "ana@example.com", subject: "Frey", message: "Hello!\nBye" },
    });
  });

  it.each(cases)("refuses $rule with $error and nothing else", ({ values, field, error }) => {
    const result = validateContact({ ...valid, ...values });
    expect(result).toEqual({ ok: false, errors: { [field]: error } });
  });

  it("reports every empty field at once, the address as required rather than malformed", () => {
    expect(validateContact({ user_name: "", user_email: "", subject: "", message: "" })).toEqual({
      ok: false,
      errors: {
        user_name: "name_required",
        user_email: "email_required",
        subject: "subject_required",
        message: "message_required",
      },
    });
    expect(validateContact({})).toEqual(validateContact({ user_name: "", user_email: "", subject: "", message: "" }));
  });

  it("takes fields at their limits, and counts after trimming", () => {
    const result = validateContact({
      user_name: ` ${"a".repeat(contactLimits.user_name)} `,
      user_email: `${"a".repeat(contactLimits.user_email - 12)}@example.com`,
      subject: "s".repeat(contactLimits.subject),
      message: `${"m".repeat(contactLimits.message)}\n\n`,
    });
    expect(result.ok).toBe(true);
  });

  it("accepts ordinary addresses from around the world", () => {
    for (const address of [
      "a@b.c",
      "first.last+tag@sub.example.co.uk",
      "o'brien@example.ie",
      "ñandú@ejemplo.com.ar",
      "user_99@mail-server.example.io",
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(true);
      expect(validateContact({ ...valid, user_email: address }).ok, address).toBe(true);
    }
  });

  it("drops control and bidi-override characters, keeps the message's line breaks", () => {
    const result = validateContact({
      ...valid,
      user_name: "Ana\u0000 \u202ePérez",
      message: "Line one\r\n\u0007Line two",
    });
    expect(result).toEqual({ ok: true, values: { ...valid, user_name: "Ana Pérez", message: "Line one\nLine two" } });
  });

  it("lets the message say anything, encoded words and question marks included", () => {
    const message = "Is 2+2=4? We saw =?utf-8?Q?this?= in an email.\nSee you!";
    expect(validateContact({ ...valid, subject: "Frey in January? Or February?", message })).toEqual({
      ok: true,
      values: { ...valid, subject: "Frey in January? Or February?", message },
    });
  });

  it("reads a posted form as it reads plain values, a field sent twice by its first copy, a file as no text", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.append(name, value);
    form.append("user_name", "Someone else");
    expect(validateContact(form)).toEqual({ ok: true, values: valid });
    form.set("subject", new File(["Frey"], "subject.txt"));
    expect(validateContact(form)).toEqual({ ok: false, errors: { subject: "subject_required" } });
  });

  it("treats a missing or non-text field as empty", () => {
    expect(validateContact({ ...valid, user_name: undefined, subject: 42 })).toEqual({
      ok: false,
      errors: { user_name: "name_required", subject: "subject_required" },
    });
  });
});

describe.each(languages)("error messages in %s", (lang) => {
  it.each(Object.keys(expected.en) as ContactErrorCode[])("%s", (code) => {
    expect(errorText(contactTexts[lang], code, lang)).toBe(expected[lang][code]);
  });

  it("say 'Your message has been sent!' in this language on success", () => {
    const success: Record<Lang, string> = {
      en: "Your message has been sent!",
      es: "¡Tu mensaje se envió!",
      fr: "Votre message a été envoyé !",
      pt: "Sua mensagem foi enviada!",
      it: "Il tuo messaggio è stato inviato!",
    };
    expect(contactTexts[lang].success).toBe(success[lang]);
  });
});

it("every language has its own words for every text (nothing left in English by mistake)", () => {
  const flatten = (value: unknown, prefix = ""): [string, string][] =>
    typeof value === "string"
      ? [[prefix, value]]
      : Object.entries(value as object).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  const english = new Map(flatten(contactTexts.en));
  // The same in English and elsewhere on purpose: short words shared by the languages.
  const shared = new Set([
    "fields.message.label",
    "mail.admin.message",
    "mail.admin.excursion",
    "fields.user_email.label",
    "mail.admin.email",
    "details.email",
    "mail.admin.name",
    "fields.user_name.label",
  ]);
  for (const lang of languages.filter((lang) => lang !== "en")) {
    for (const [key, text] of flatten(contactTexts[lang])) {
      expect(text.trim(), `${lang} ${key}`).not.toBe("");
      if (!shared.has(key)) expect(text, `${lang} ${key}`).not.toBe(english.get(key));
    }
  }
});
