// The account number a family types on the phone's M-Pesa menu (Paybill → Account no.) to pay a child's
// fees: "RS" + the player's number (at least four digits) + one Damm check digit, e.g. RS00375 for
// player 37. One number per child for good, printed on every invoice, so a parent can learn it once.
// The Damm check digit catches every single mistyped digit and every swap of two neighbouring digits,
// the two slips a thumb makes on a keypad; a number that fails it is never guessed at (the payment waits
// in the treasurer's unmatched list).

// The Damm algorithm's quasigroup of order 10 (a weakly totally anti-symmetric one).
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

/** The check digit of a string of digits (appending it makes `dammInterim` 0). */
export function dammCheckDigit(digits: string): number {
  let interim = 0;
  for (const char of digits) interim = DAMM[interim][char.charCodeAt(0) - 48];
  return interim;
}

export const FEE_ACCOUNT_PREFIX = "RS";

/** The account number of player `playerId`. */
export function feeAccountNumber(playerId: number): string {
  if (!Number.isSafeInteger(playerId) || playerId <= 0) throw new RangeError(`Not a player id: ${playerId}`);
  const digits = String(playerId).padStart(4, "0");
  return `${FEE_ACCOUNT_PREFIX}${digits}${dammCheckDigit(digits)}`;
}

/**
 * The player whose account number `typed` is, or null. Forgiving of what a phone keypad and memory do:
 * any case, spaces, dashes and dots, and the "RS" left off; strict about the digits (the check digit
 * must hold, so a mistyped number is never taken for another child's).
 */
export function playerIdFromAccount(typed: string): number | null {
  if (typed.length > 40) return null;
  const compact = typed.toUpperCase().replace(/[\s.\-_/]/g, "");
  const digits = compact.startsWith(FEE_ACCOUNT_PREFIX) ? compact.slice(FEE_ACCOUNT_PREFIX.length) : compact;
  if (!/^\d{5,12}$/.test(digits) || dammCheckDigit(digits) !== 0) return null;
  const playerId = Number(digits.slice(0, -1));
  return playerId > 0 ? playerId : null;
}
