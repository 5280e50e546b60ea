import type { ReactNode } from "react";
import { useT } from "~/utils/i18n";

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
      // .section, .section-<tone> and .section-head are in app/tailwind.css.
      className={tone === "white" ? "section" : `section section-${tone}`}
    >
      <div>
        <div className="section-head">
          <h2 id={headingId}>{title}</h2>
          {lead ? <p>{lead}</p> : null}
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}

/** The message a data section shows when it is empty or its query failed. */
export function SectionMessage({ children, retryHref }: { children: ReactNode; retryHref?: string }) {
  const t = useT("landing");
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
      <p>{children}</p>
      {retryHref ? (
        <a href={retryHref} className="text-link mt-3 inline-block">
          {t("section.tryAgain")}
        </a>
      ) : null}
    </div>
  );
}
