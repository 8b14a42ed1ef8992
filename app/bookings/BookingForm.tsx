import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { DepartureDatesText } from "../components/DepartureDates.tsx";
import { WhatsAppIcon } from "../components/icons.tsx";
import { chatLink } from "../business/chat.ts";
import { GuardFields } from "../forms/GuardFields.tsx";
import { fill } from "../i18n/fill.ts";
import { useShell } from "../site/shell.ts";
import { BOOKING_ACTION_PARAM, bookingErrorText, isBookingResult, type BookingSection, type BookingTyped } from "./model.ts";
import { bookingFormFor, bookingLimits, experienceLevels, type BookingErrors, type BookingField } from "./schema.ts";
import "./booking-form.css";

const id = (field: string) => `booking-${field}`;
const errorId = (field: string) => `booking-${field}-error`;

/**
 * The Request to book form of an excursion page, with its next departures. Without JavaScript it
 * is a plain form post (the page renders again with the errors, or the reference); with
 * JavaScript it checks itself with the same schema as the server and posts without a reload.
 */
export function BookingForm({ section }: { section: BookingSection }) {
  const { texts, guard, departures, today } = section;
  const { whatsapp } = useShell().business;
  const bookable = departures.filter((departure) => departure.bookable);
  const context = { departures: bookable.map((d) => ({ id: String(d.id), seatsLeft: d.seatsLeft })), today };
  const schema = bookingFormFor(context);
  const actionData = useActionData();
  const result = isBookingResult(actionData) ? actionData : undefined;
  const submitting = useNavigation().state === "submitting";
  const [clientErrors, setClientErrors] = useState<BookingErrors | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [formKey, setFormKey] = useState("form");
  if (result?.ok && result.reference !== formKey) setFormKey(result.reference);

  const errors: BookingErrors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const formError = !clientErrors && result && !result.ok && !submitting ? result.formError : null;
  const success = !clientErrors && result?.ok && !submitting ? result : null;
  const typed: BookingTyped = result && !result.ok ? result.values : {};
  const value = (field: string) => (typeof typed[field] === "string" ? (typed[field] as string) : "");
  const departureValue = chosen ?? value("departure");
  const seatsOf = (departure: string) => bookable.find((d) => String(d.id) === departure)?.seatsLeft;
  const maxGroup = seatsOf(departureValue) ?? bookingLimits.groupSize;
  const first = schema.withErrors(errors)[0];

  useEffect(() => {
    if (!result) return;
    if (result.ok || result.formError) statusRef.current?.focus();
    else if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }, [result]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (submitting) return event.preventDefault();
    const validation = schema.validate(new FormData(event.currentTarget));
    if (!validation.ok) {
      event.preventDefault();
      setClientErrors(validation.errors);
      const field = schema.withErrors(validation.errors)[0];
      if (field) event.currentTarget.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
      return;
    }
    setClientErrors(null);
  }

  /** A field's error line, and the attributes that tie the field to it. */
  const error = (field: BookingField) => (
    <p id={errorId(field)} className="booking-form__error">
      {errors[field] ? bookingErrorText(texts, errors[field]!, seatsOf(departureValue) ?? 0) : null}
    </p>
  );
  const invalid = (field: BookingField) => ({
    "data-field": field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
    autoFocus: !clientErrors && result && !result.ok && first === field ? true : undefined,
  });

  return (
    <section className="booking-request" aria-labelledby="booking-request-title">
      <h3 id="booking-request-title">{texts.title}</h3>
      <h4 className="booking-request__subtitle">{section.departureTexts.title}</h4>
      {departures.length > 0 ? (
        <ul className="booking-departures">
          {departures.map((departure) => (
            <li key={departure.id} data-departure={departure.id} data-status={departure.status}>
              <span className="booking-departures__dates">
                <DepartureDatesText dates={departure.dates} tbc="" />
              </span>{" "}
              <strong className={`booking-departures__seats booking-departures__seats--${departure.seatsLeft > 0 ? "open" : "closed"}`}>
                {departure.availability}
              </strong>
              {departure.note ? <span className="booking-departures__note">{departure.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{section.departureTexts.none}</p>
      )}
      <p className="booking-request__intro">{texts.intro}</p>
      <div className="booking-status" role="status">
        {success ? (
          <div className="booking-message booking-message--success">
            <p ref={statusRef} tabIndex={-1} autoFocus>
              {success.kept ? texts.kept : fill(texts.success, { reference: success.reference })}
            </p>
            {success.kept || !whatsapp ? null : (
              <ExternalLink href={chatLink(whatsapp, success.summary)!} className="button booking-block__chat">
                <WhatsAppIcon />
                {texts.whatsapp}
              </ExternalLink>
            )}
          </div>
        ) : null}
      </div>
      <Form
        key={formKey}
        ref={formRef}
        method="post"
        action={`?${BOOKING_ACTION_PARAM}`}
        className="booking-form"
        onSubmit={onSubmit}
        noValidate
        preventScrollReset
        aria-labelledby="booking-request-title"
        data-hydrated={hydrated || undefined}
      >
        <GuardFields guard={guard} honeypotLabel={texts.honeypot} idPrefix="booking" />
        {bookable.length > 0 ? (
          <fieldset className="booking-form__group">
            <legend>{texts.fields.departure.label}</legend>
            {[...bookable.map((d) => ({ value: String(d.id), label: <DepartureDatesText dates={d.dates} tbc="" />, extra: d.availability })), { value: "", label: texts.fields.departure.other, extra: "" }].map((option, index) => (
              <label key={option.value} className="booking-form__choice">
                <input
                  type="radio"
                  name="departure"
                  value={option.value}
                  defaultChecked={value("departure") === option.value}
                  onChange={() => setChosen(option.value)}
                  {...(index === 0 ? invalid("departure") : {})}
                />
                <span>
                  {option.label}
                  {option.extra ? ` · ${option.extra}` : null}
                </span>
              </label>
            ))}
            {error("departure")}
          </fieldset>
        ) : null}
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
          <input id={id("group_size")} name="group_size" type="number" inputMode="numeric" min={1} max={maxGroup} required defaultValue={value("group_size") || "1"} {...invalid("group_size")} />
          {error("group_size")}
        </div>
        <fieldset className="booking-form__group">
          <legend>{texts.fields.experience.label}</legend>
          {section.prerequisite ? <p className="booking-form__hint">{fill(texts.fields.experience.prerequisite, { prerequisite: section.prerequisite })}</p> : null}
          {experienceLevels.map((level, index) => (
            <label key={level} className="booking-form__choice">
              <input type="radio" name="experience" value={level} required defaultChecked={value("experience") === level} {...(index === 0 ? invalid("experience") : {})} />
              <span>{texts.fields.experience[level]}</span>
            </label>
          ))}
          {error("experience")}
        </fieldset>
        <fieldset className="booking-form__group booking-form__gear">
          <legend>{texts.fields.gear.label}</legend>
          {section.gear.map((item, index) => (
            <label key={item.id} className="booking-form__choice">
              <input type="checkbox" name="gear" value={item.id} defaultChecked={Array.isArray(typed.gear) && typed.gear.includes(item.id)} {...(index === 0 ? invalid("gear") : {})} />
              <span>{item.name}</span>
            </label>
          ))}
          {error("gear")}
        </fieldset>
        <div className="booking-form__field">
          <label htmlFor={id("group_lang")}>{texts.fields.group_lang.label}</label>
          <select id={id("group_lang")} name="group_lang" defaultValue={value("group_lang") || section.lang} {...invalid("group_lang")}>
            {section.languages.map((language) => (
              <option key={language.id} value={language.id} lang={language.id}>
                {language.name}
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
            <input id={id(field)} name={field} type={type} autoComplete={autoComplete} required={field !== "phone"} maxLength={bookingLimits[field]} defaultValue={value(field)} {...invalid(field)} />
            {error(field)}
          </div>
        ))}
        <div className="booking-form__field">
          <label htmlFor={id("message")}>{texts.fields.message.label}</label>
          <textarea id={id("message")} name="message" rows={4} maxLength={bookingLimits.message} placeholder={texts.fields.message.placeholder} defaultValue={value("message")} {...invalid("message")} />
          {error("message")}
        </div>
        {formError ? (
          <p ref={statusRef} role="alert" tabIndex={-1} className="booking-message booking-message--error">
            {texts.formErrors[formError]}
          </p>
        ) : null}
        <button type="submit" className="button booking-form__submit" aria-disabled={submitting || undefined}>
          {submitting ? texts.sending : texts.submit}
        </button>
      </Form>
    </section>
  );
}
