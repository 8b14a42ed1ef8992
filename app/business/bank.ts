/**
 * Argentine bank transfer details, checked as the banks check them: a CBU (or a CVU, a virtual
 * account's, same form) is 22 digits in two blocks, each ending in a check digit; an alias is 6 to
 * 20 letters, digits, dots and hyphens; a CUIT is 11 digits, the last a check digit.
 */

export type BankError = "cbu" | "alias" | "cuit";

const digitsOnly = (raw: string) => raw.replace(/[\s.-]/g, "");

/** The check digit of `digits` with the weights repeated from the left (the CBU's rule). */
function cbuCheck(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) sum += Number(digits[index]) * weights[index % weights.length]!;
  return (10 - (sum % 10)) % 10;
}

/** Whether 22 digits are a CBU or CVU: bank and branch with their check digit, account with its own. */
export function isValidCbu(cbu: string): boolean {
  if (!/^\d{22}$/.test(cbu)) return false;
  const first = cbu.slice(0, 7);
  const second = cbu.slice(8, 21);
  return cbuCheck(first, [7, 1, 3, 9]) === Number(cbu[7]) && cbuCheck(second, [3, 9, 7, 1]) === Number(cbu[21]);
}

/** A CBU/CVU (kept as its 22 digits, what home banking takes pasted) or an alias (kept as written). */
export function normalizeBankAccount(raw: string): { value: string } | { error: BankError } {
  const value = raw.trim();
  const digits = digitsOnly(value);
  if (/^\d+$/.test(digits)) return isValidCbu(digits) ? { value: digits } : { error: "cbu" };
  return /^[A-Za-z0-9.-]{6,20}$/.test(value) ? { value } : { error: "alias" };
}

/** Whether 11 digits are a CUIT (or CUIL): the last is the check digit of the first ten. */
export function isValidCuit(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(cuit[index]), 0);
  const check = 11 - (sum % 11);
  return (check === 11 ? 0 : check) === Number(cuit[10]);
}

/** A CUIT, kept as it is printed: `20-12345678-6`. */
export function normalizeCuit(raw: string): { value: string } | { error: BankError } {
  const digits = digitsOnly(raw.trim());
  if (!isValidCuit(digits)) return { error: "cuit" };
  return { value: `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` };
}
