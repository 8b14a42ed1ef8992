/**
 * One participant's form on the booking page: its fields, their limits, and the checks the server
 * makes (every field at once; nothing is saved while one is wrong). Shared by the page and the service.
 */

export const harnessSizes = ["XS", "S", "M", "L", "XL"] as const;
type HarnessSize = (typeof harnessSizes)[number];

export const participantFields = [
  "full_name",
  "document",
  "nationality",
  "birth_date",
  "emergency_name",
  "emergency_phone",
  "health",
  "experience",
  "shoe_size",
  "harness_size",
  "accept",
] as const;
export type ParticipantField = (typeof participantFields)[number];

/**
 * The most a post to a booking page (a participant's form, the request to cancel, the review) may
 * send: every field at its longest, in characters a browser escapes, fits about five times over.
 * Beyond it the post is refused (413) before anything of it is kept in memory.
 */
export const PAGE_BODY_MAX_BYTES = 64 * 1024;

/**
 * The most characters each free-text field takes. The page says the limits of the long texts beside
 * them (health, experience: a real text can reach them); names have no `maxlength`, so a longer
 * one is never cut without a word: the server's message names the limit (decision 0125).
 */
export const participantLimits = {
  full_name: 120,
  nationality: 60,
  emergency_name: 120,
  health: 1000,
  experience: 500,
} as const;

/** The most characters the reason of a request to cancel takes. */
export const CANCEL_REASON_MAX = 1000;

export type ParticipantErrorCode =
  | "name_required"
  | "name_too_long"
  | "document_required"
  | "document_invalid"
  | "nationality_required"
  | "nationality_too_long"
  | "birth_required"
  | "birth_invalid"
  | "birth_future"
  | "emergency_name_required"
  | "emergency_name_too_long"
  | "emergency_same"
  | "emergency_phone_invalid"
  | "health_too_long"
  | "experience_too_long"
  | "shoe_invalid"
  | "harness_invalid"
  | "accept_required";

type ParticipantValues = {
  fullName: string;
  /** Letters and digits only, upper case (dots, spaces and hyphens as typed are dropped). */
  document: string;
  nationality: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  emergencyName: string;
  emergencyPhone: string;
  health: string;
  experience: string;
  shoeSize: string;
  harnessSize: HarnessSize | "";
};

export type ParticipantCheck =
  | { ok: true; values: ParticipantValues }
  | { ok: false; errors: Partial<Record<ParticipantField, ParticipantErrorCode>> };

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
const comparable = (value: string) => oneLine(value).toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** A passport's or an identity card's number: 5 to 20 letters and digits, at least one digit. */
export function normalDocument(value: string): string | null {
  const compact = value.replace(/[\s.\-/]/g, "").toUpperCase();
  return /^[A-Z0-9]{5,20}$/.test(compact) && /\d/.test(compact) ? compact : null;
}

/** A phone number as people write it: an optional +, then 6 to 20 digits with spaces, dots, hyphens or brackets. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return /^\+?[\d\s().-]+$/.test(value.trim()) && digits.length >= 6 && digits.length <= 20;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The form as posted, checked. `today`: the business's day (`YYYY-MM-DD`), after which no one is born.
 */
export function checkParticipant(form: Partial<Record<ParticipantField, string>>, today: string): ParticipantCheck {
  const errors: Partial<Record<ParticipantField, ParticipantErrorCode>> = {};
  const get = (name: ParticipantField) => (form[name] ?? "").trim();
  const fullName = oneLine(get("full_name"));
  if (!fullName) errors.full_name = "name_required";
  else if (fullName.length > participantLimits.full_name) errors.full_name = "name_too_long";
  const documentTyped = get("document");
  const document = normalDocument(documentTyped);
  if (!documentTyped) errors.document = "document_required";
  else if (!document) errors.document = "document_invalid";
  const nationality = oneLine(get("nationality"));
  if (!nationality) errors.nationality = "nationality_required";
  else if (nationality.length > participantLimits.nationality) errors.nationality = "nationality_too_long";
  const birthDate = get("birth_date");
  if (!birthDate) errors.birth_date = "birth_required";
  else if (!isRealDate(birthDate) || birthDate < "1900-01-01") errors.birth_date = "birth_invalid";
  else if (birthDate > today) errors.birth_date = "birth_future";
  const emergencyName = oneLine(get("emergency_name"));
  if (!emergencyName) errors.emergency_name = "emergency_name_required";
  else if (emergencyName.length > participantLimits.emergency_name) errors.emergency_name = "emergency_name_too_long";
  else if (fullName && comparable(emergencyName) === comparable(fullName)) errors.emergency_name = "emergency_same";
  const emergencyPhone = oneLine(get("emergency_phone"));
  // With its country code (+54…): a guide on the mountain dials it as written (decision 0112).
  if (!isPhone(emergencyPhone) || !emergencyPhone.startsWith("+")) errors.emergency_phone = "emergency_phone_invalid";
  const health = get("health");
  if (health.length > participantLimits.health) errors.health = "health_too_long";
  const experience = get("experience");
  if (experience.length > participantLimits.experience) errors.experience = "experience_too_long";
  const shoeSize = get("shoe_size");
  if (shoeSize && !/^\d{2}(?:[.,]5)?$/.test(shoeSize)) errors.shoe_size = "shoe_invalid";
  const harnessSize = get("harness_size");
  if (harnessSize && !(harnessSizes as readonly string[]).includes(harnessSize)) errors.harness_size = "harness_invalid";
  if (get("accept") !== "yes") errors.accept = "accept_required";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    values: {
      fullName,
      document: document!,
      nationality,
      birthDate,
      emergencyName,
      emergencyPhone,
      health,
      experience,
      shoeSize: shoeSize.replace(",", "."),
      harnessSize: harnessSize as HarnessSize | "",
    },
  };
}
