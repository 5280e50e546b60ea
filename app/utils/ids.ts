/**
 * A row id from a URL segment or query value: digits only, a positive safe integer, else null (the
 * caller answers 404 or ignores it). "1e3", "0x1", " 7" and "-1" are not ids.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
