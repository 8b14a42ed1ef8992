import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { DepartureDatesText } from "../components/DepartureDates.tsx";
import { WhatsAppIcon } from "../components/icons.tsx";
import { chatLink } from "../site/chat-link.ts";
import type { FormGuard } from "../forms/fields.ts";
import { GuardFields } from "../forms/GuardFields.tsx";
import { lengthHint } from "../forms/length.ts";
import { labelColon, languageNames, languages } from "../i18n/languages.ts";
import { useShell } from "../site/shell.ts";
import { bookingFields, bookingLimits, experienceLevels, type BookingFieldName as BookingField } from "./fields.ts";
import { BOOKING_ACTION_PARAM, isBookingResult, REQUEST_ANCHOR, type BookingSection, type BookingTyped } from "./model.ts";

const id = (field: string) => `booking-${field}`;
const errorId = (field: string) => `booking-${field}-error`;

/**
 * The Request to book form of an excursion page, with its next departures (the nearest with a seat
 * left, or the one a link asked for, starts chosen: app/bookings/preselect.ts). Without JavaScript
 * it is a plain form post (the page renders again with the errors, or the reference); with
 * JavaScript it posts without a reload. Either way the server checks every field at once, the
 * checks across fields with them, and answers with every error in the page's language
 * (app/bookings/schema.ts), listed above the form and under each field: the form's rules depend on
 * the seats left at that moment, and leaving them out keeps the page's script small.
 */
export function BookingForm({ section, guard }: { section: BookingSection; guard: FormGuard }) {
  const { texts, departures, today } = section;
  const { lang, business } = useShell();
  const { whatsapp } = business;
  const bookable = departures.filter((departure) => departure.bookable);
  const actionData = useActionData();
  const result = isBookingResult(actionData) ? actionData : undefined;
  const submitting = useNavigation().state === "submitting";
  const [chosen, setChosen] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [formKey, setFormKey] = useState("form");
  if (result?.ok && result.reference !== formKey) setFormKey(result.reference);

  const errors = result && !result.ok && !submitting ? result.errors : {};
  const formError = result && !result.ok && !submitting ? (result.network ? texts.network : result.formError) : null;
  // After "Request received!" the thanks only, and a link to ask again (the form back, empty).
  const [again, setAgain] = useState<string | null>(null);
  const success = result?.ok && !submitting && again !== result.reference ? result : null;
  const { pathname } = useLocation();
  const typed: BookingTyped = result && !result.ok ? result.values : {};
  const value = (field: string) => (typeof typed[field] === "string" ? (typed[field] as string) : "");
  // What was typed, after a refusal; else the departure the page chose (server-rendered: without JavaScript too).
  const startWith = typeof typed.departure === "string" ? typed.departure : section.chosen;
  const departureValue = chosen ?? startWith;
  const seatsOf = (departure: string) => bookable.find((d) => String(d.id) === departure)?.seatsLeft;
  const maxGroup = seatsOf(departureValue) ?? bookingLimits.groupSize;
  const withErrors = bookingFields.filter((field) => errors[field]);
  const first = withErrors[0];
  /** Each field's name as the form shows it (a group's legend), for the list of errors. */
  const labelOf = (field: BookingField) =>
    field === "departure" ? section.departureTexts.title : field === "gear" ? texts.fields.gear.label : texts.fields[field].label;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves once per answer; `first` comes from it.
  useEffect(() => {
    if (!result) return;
    if (result.ok || result.formError) statusRef.current?.focus();
    else if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (submitting) event.preventDefault();
  }

  /** A field's error line, and the attributes that tie the field to it. */
  const error = (field: BookingField) =>
    errors[field] ? (
      <p id={errorId(field)} className="booking-form__error">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: BookingField) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
    autoFocus: first === field ? true : undefined,
  });

  return (
    <div className="booking-request" id={REQUEST_ANCHOR}>
      <h2 id="booking-request-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      <div className="booking-status" role="status">
        {success ? (
          <div className="booking-message booking-message--success">
            <p ref={statusRef} tabIndex={-1} autoFocus>
              {success.message}
            </p>
            {whatsapp ? (
              <ExternalLink href={chatLink(whatsapp, success.summary)!} className="button booking-block__chat">
                <WhatsAppIcon />
                {success.whatsapp}
              </ExternalLink>
            ) : null}
            <p>
              <a
                href={`${pathname}#${REQUEST_ANCHOR}`}
                onClick={(event) => {
                  event.preventDefault();
                  setAgain(success.reference);
                }}
              >
                {texts.another}
              </a>
            </p>
          </div>
        ) : null}
      </div>
      {success ? null : (
        <Form
          key={formKey}
          ref={formRef}
          method="post"
          action={`?${BOOKING_ACTION_PARAM}`}
          className="booking-form"
          onSubmit={onSubmit}
          noValidate
          preventScrollReset
          data-hydrated={hydrated || undefined}
        >
          <GuardFields guard={guard} honeypotLabel={texts.honeypot} idPrefix="booking" />
          {/* Every error of the answer, each a link to its field (the first one also takes the focus). */}
          {withErrors.length > 0 ? (
            <div className="booking-summary">
              <p>{texts.errorSummary}</p>
              <ul>
                {withErrors.map((field) => (
                  <li key={field}>
                    <a href={`#${id(field)}`}>
                      {labelOf(field)}
                      {labelColon(lang)} {errors[field]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {/* The next departures, each one a choice while it can be booked (full and cancelled ones say so). */}
          <fieldset className="booking-form__group booking-departures">
            <legend>{section.departureTexts.title}</legend>
            {section.departureTexts.none ? <p className="booking-form__hint">{section.departureTexts.none}</p> : null}
            {departures.map((departure, index) => (
              <label key={departure.id} className="bf-choice" data-status={departure.status}>
                <input
                  type="radio"
                  name="departure"
                  value={departure.id}
                  disabled={!departure.bookable}
                  defaultChecked={startWith === String(departure.id)}
                  onChange={() => setChosen(String(departure.id))}
                  {...(index === 0 ? { id: id("departure"), ...invalid("departure") } : {})}
                />
                <span className="booking-departures__dates">
                  <DepartureDatesText dates={departure.dates} tbc="" />
                </span>
                <strong className={`booking-departures__seats--${departure.seatsLeft > 0 ? "open" : "closed"}`}>
                  {departure.availability}
                </strong>
                {departure.note ? <span className="booking-departures__note">{departure.note}</span> : null}
              </label>
            ))}
            {bookable.length > 0 ? (
              <label className="bf-choice">
                <input type="radio" name="departure" value="" defaultChecked={startWith === ""} onChange={() => setChosen("")} />
                {texts.fields.departure.other}
              </label>
            ) : null}
            {error("departure")}
          </fieldset>
          <div className="booking-form__row">
            {(["date_from", "date_to"] as const).map((field) => (
              <div key={field} className="booking-form__field">
                <label htmlFor={id(field)}>{texts.fields[field].label}</label>
                <input id={id(field)} name={field} type="date" min={today || undefined} defaultValue={value(field)} {...invalid(field)} />
                {error(field)}
              </div>
            ))}
          </div>
          <div className="booking-form__field">
            <label htmlFor={id("group_size")}>{texts.fields.group_size.label}</label>
            <input
              id={id("group_size")}
              name="group_size"
              type="number"
              min={1}
              max={maxGroup}
              required
              defaultValue={value("group_size") || "1"}
              {...invalid("group_size")}
            />
            {error("group_size")}
          </div>
          <fieldset className="booking-form__group">
            <legend>{texts.fields.experience.label}</legend>
            {experienceLevels.map((level, index) => (
              <label key={level} className="bf-choice">
                <input
                  type="radio"
                  name="experience"
                  value={level}
                  required
                  defaultChecked={value("experience") === level}
                  {...(index === 0 ? { id: id("experience"), ...invalid("experience") } : {})}
                />
                {texts.fields.experience[level]}
              </label>
            ))}
            {error("experience")}
          </fieldset>
          <fieldset className="booking-form__group booking-form__gear">
            <legend>{texts.fields.gear.label}</legend>
            {section.gear.map((gear, index) => (
              <label key={gear.key} className="bf-choice">
                <input
                  type="checkbox"
                  name="gear"
                  value={gear.key}
                  defaultChecked={Array.isArray(typed.gear) && typed.gear.includes(gear.key)}
                  {...(index === 0 ? { id: id("gear"), ...invalid("gear") } : {})}
                />
                {gear.name}
              </label>
            ))}
            {error("gear")}
          </fieldset>
          <div className="booking-form__field">
            <label htmlFor={id("group_lang")}>{texts.fields.group_lang.label}</label>
            <select id={id("group_lang")} name="group_lang" defaultValue={value("group_lang") || lang} {...invalid("group_lang")}>
              {languages.map((language) => (
                <option key={language} value={language} lang={language}>
                  {languageNames[language]}
                </option>
              ))}
            </select>
            {error("group_lang")}
          </div>
          {(
            [
              ["user_name", "text", "name"],
              ["user_email", "email", "email"],
              ["phone", "tel", "tel"],
            ] as const
          ).map(([field, type, autoComplete]) => (
            <div key={field} className="booking-form__field">
              <label htmlFor={id(field)}>{texts.fields[field].label}</label>
              <input
                id={id(field)}
                name={field}
                type={type}
                autoComplete={autoComplete}
                required={field !== "phone"}
                defaultValue={value(field)}
                {...invalid(field)}
              />
              {error(field)}
            </div>
          ))}
          <div className="booking-form__field">
            <label htmlFor={id("message")}>{texts.fields.message.label}</label>
            <textarea
              id={id("message")}
              name="message"
              rows={4}
              maxLength={bookingLimits.message}
              defaultValue={value("message")}
              {...invalid("message")}
              aria-describedby={errors.message ? `${errorId("message")} ${id("message-limit")}` : id("message-limit")}
            />
            <p id={id("message-limit")} className="booking-form__hint">
              {lengthHint(lang, bookingLimits.message)}
            </p>
            {error("message")}
          </div>
          {formError ? (
            <p ref={statusRef} role="alert" tabIndex={-1} className="booking-message booking-message--error">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="button booking-form__submit" aria-disabled={submitting || undefined}>
            {texts.submit}
          </button>
        </Form>
      )}
    </div>
  );
}
