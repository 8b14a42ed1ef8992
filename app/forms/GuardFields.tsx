import { guardFields, type FormGuard } from "./fields.ts";

/**
 * A form's hidden fields: its time token and one-time key, and the honeypot (out of sight, out of
 * the tab order and hidden from screen readers; its label tells anyone who does find it).
 */
export function GuardFields({ guard, honeypotLabel, idPrefix }: { guard: FormGuard; honeypotLabel: string; idPrefix: string }) {
  return (
    <>
      <input type="hidden" name={guardFields.timeToken} value={guard.timeToken} />
      <input type="hidden" name={guardFields.formKey} value={guard.formKey} />
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{honeypotLabel}</label>
        <input id={`${idPrefix}-website`} type="text" name={guardFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
