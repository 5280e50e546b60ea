import { useCallback, useRef, useState } from "react";

/**
 * Client-side validation whose code (zod and the form's schema, ~25 KB) loads only when the visitor
 * starts on the form: call `load` from the form's onFocus. Until it has loaded, conform leaves the
 * checking to the server, which validates every post anyway.
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
  return { validate, request };
}
