import { useCallback, useRef, useState } from "react";

/**
 * Client-side validation whose code (zod and the form's schema, ~18 KB gzip) is fetched only when the
 * visitor starts on the form: pass `request` to the form's onFocus. A visitor who only reads the page
 * never downloads it (ADR 0025); one who fills it in has it by the time they leave the first field.
 * Until then conform leaves the checking to the server, which validates every post anyway. `state`
 * goes on the form as data-client-validation.
 */
export function useValidationOnDemand<Validate>(load: () => Promise<Validate>) {
  const [validate, setValidate] = useState<Validate | null>(null);
  const requested = useRef(false);
  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (loaded) => setValidate(() => loaded),
      () => (requested.current = false), // offline for a moment: try again at the next focus
    );
  }, [load]);
  return { validate, request, state: validate ? "ready" : "loading" } as const;
}
