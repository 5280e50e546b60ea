import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Client-side validation whose code (zod and the form's schema, ~25 KB) is not part of the page's
 * first load: it loads once the page has hydrated and the browser is idle, or at once when the visitor
 * focuses the form (pass `request` to its onFocus). Until then conform leaves the checking to the
 * server, which validates every post anyway. `state` goes on the form as data-client-validation.
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
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(request, 500);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(request, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, [request]);
  return { validate, request, state: validate ? "ready" : "loading" } as const;
}
