/**
 * Phone numbers as an Argentine owner writes them, kept in E.164 (`+5492944123456`: what wa.me
 * takes). A national number starts with 0 and its area code (`0294`), a mobile's has "15" after the
 * area code; in international form a mobile has 9 after +54 instead, and neither 0 nor 15.
 */

/** Where the business is: a number written without an area code is one of Bariloche's. */
const HOME_AREA_CODE = "294";

/**
 * Argentina's area codes of two and three digits (all others have four); with the national number
 * always ten digits, they tell where the area code ends (with the local number's first digit):
 * `2944…` is Bariloche's 294 and a local number beginning with 4, `2972…` is San Martín de los Andes' 2972.
 */
const SHORT_AREA_CODES = new Set([
  "11",
  "220",
  "221",
  "223",
  "230",
  "236",
  "237",
  "249",
  "260",
  "261",
  "263",
  "264",
  "266",
  "280",
  "291",
  "294",
  "297",
  "298",
  "299",
  "336",
  "341",
  "342",
  "343",
  "345",
  "348",
  "351",
  "353",
  "358",
  "362",
  "364",
  "370",
  "376",
  "379",
  "380",
  "381",
  "383",
  "385",
  "387",
  "388",
]);

/** The length of the area code a ten-digit national number begins with. */
export function areaCodeLength(national: string): 2 | 3 | 4 {
  if (SHORT_AREA_CODES.has(national.slice(0, 2))) return 2;
  // A local number never begins with 0, 1 or 2 after a three-digit code: `2972…` is a code of four.
  if (SHORT_AREA_CODES.has(national.slice(0, 3)) && /[3-9]/.test(national[3] ?? "")) return 3;
  return 4;
}

export type PhoneReading = { value: string } | { error: "phone" };

/** The ten-digit national number (and whether a mobile) from digits written after 0 or +54, or undefined. */
function national(digits: string, groups: string[]): { number: string; mobile: boolean } | undefined {
  if (digits.length === 10) return /^[1-3]/.test(digits) ? { number: digits, mobile: false } : undefined;
  // 9 before the area code (international form): a mobile.
  if (digits.startsWith("9")) {
    const found = national(digits.slice(1), groups[0] === "9" ? groups.slice(1) : [groups[0]?.slice(1) ?? "", ...groups.slice(1)]);
    return found ? { number: found.number, mobile: true } : undefined;
  }
  if (digits.length !== 12) return undefined;
  // The area code, then 15: where the owner's grouping puts it (`0294 15 …`), else by the known codes.
  const typed = groups[0]?.length;
  const lengths = [typed, areaCodeLength(digits), 2, 3, 4].filter((length): length is number => length !== undefined);
  for (const length of lengths) {
    if (length >= 2 && length <= 4 && digits.slice(length, length + 2) === "15") {
      const number = digits.slice(0, length) + digits.slice(length + 2);
      if (/^[1-3]/.test(number)) return { number, mobile: true };
    }
  }
  return undefined;
}

/**
 * A number as people write it (spaces, dashes, dots, brackets; `0294 15 412-3456`, `15 412-3456`,
 * `+54 9 294 412 3456`, `0054…`, `5492944123456`, a wa.me link), in E.164; a number of another
 * country is kept as written with + and its country code.
 */
export function normalizePhone(raw: string, homeArea = HOME_AREA_CODE): PhoneReading {
  let text = raw.trim();
  // A wa.me or api.whatsapp.com link pasted whole: its number.
  const link = /^(?:https?:\/\/)?(?:wa\.me\/|(?:api\.)?whatsapp\.com\/send\/?\?phone=)\+?(\d+)/i.exec(text);
  if (link) text = `+${link[1]}`;
  if (/[^\d\s().+/-]/.test(text)) return { error: "phone" };
  const groups = text
    .replace(/^\+|^00/, "")
    .split(/[\s()./-]+/)
    .filter(Boolean);
  const digits = groups.join("");
  let international = /^\+|^00/.test(text);
  // Argentine numbers written without +: a national number never begins with 5.
  if (!international && /^54[19]?[1-3]\d{8,}$/.test(digits) && digits.length >= 12) international = true;
  if (!international) {
    // National, with its 0 (`0294 15 412-3456`) or without (`294 15 412-3456`); or local, in Bariloche (`15 412-3456`, `412-3456`).
    let number = digits.replace(/^0/, "");
    let rest = groups.map((group, index) => (index === 0 ? group.replace(/^0/, "") : group)).filter(Boolean);
    const localLength = 10 - homeArea.length;
    if (number.length === localLength || (number.length === localLength + 2 && number.startsWith("15"))) {
      number = homeArea + number;
      rest = [homeArea, ...rest];
    }
    const found = national(number, rest);
    return found ? { value: `+54${found.mobile ? "9" : ""}${found.number}` } : { error: "phone" };
  }
  if (digits.startsWith("54")) {
    // `+54 0294…` and `+54 294 15…` as people write them, too.
    const after = digits.slice(2).replace(/^0/, "");
    const rest = groups.slice(1);
    if (!rest.length && groups[0]) rest.push(groups[0].slice(2));
    const found = national(after, rest.map((group, index) => (index === 0 ? group.replace(/^0/, "") : group)).filter(Boolean));
    return found ? { value: `+54${found.mobile ? "9" : ""}${found.number}` } : { error: "phone" };
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? { value: `+${digits}` } : { error: "phone" };
}

/**
 * An E.164 number as people read it: an Argentine one grouped (`+54 9 294 412-3456`), any other
 * after its +.
 */
export function formatPhone(e164: string): string {
  const argentine = /^\+54(9?)(\d{10})$/.exec(e164);
  if (!argentine) return e164;
  const mobile = argentine[1] ?? "";
  const number = argentine[2] ?? "";
  const area = number.slice(0, areaCodeLength(number));
  const local = number.slice(area.length);
  const split = local.length - 4;
  return `+54 ${mobile ? "9 " : ""}${area} ${local.slice(0, split)}-${local.slice(split)}`;
}
