import type { ReactNode } from "react";
import { cx } from "~/components/ui/cx";

/** A landing-page section: an anchor id, an h2 with an optional lead, and its content. */
export function Section({
  id,
  title,
  lead,
  tone = "white",
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  tone?: "white" | "grey" | "navy";
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        "px-4 py-14 sm:py-20",
        tone === "grey" && "bg-slate-50",
        tone === "navy" && "bg-club-navy text-white",
      )}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {lead ? (
            <p className={cx("mt-3 text-lg", tone === "navy" ? "text-slate-300" : "text-slate-600")}>{lead}</p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** The message a data section shows when it is empty or its query failed. */
export function SectionMessage({ children, retryHref }: { children: ReactNode; retryHref?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
      <p>{children}</p>
      {retryHref ? (
        <a href={retryHref} className="mt-3 inline-block font-semibold text-club-orange-dark underline" data-retry>
          Try again
        </a>
      ) : null}
    </div>
  );
}
