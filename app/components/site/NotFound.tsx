import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";

/** The "404 Page Not Found" page body; used by routes/$.tsx and the root ErrorBoundary. */
export function NotFoundContent() {
  const t = useT();
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
      <div className="max-w-lg text-center">
        <h1 className="flex flex-col gap-2 text-club-navy">
          <span className="text-7xl font-extrabold tracking-tight text-club-orange-dark sm:text-8xl">404</span>{" "}
          <span className="text-2xl font-bold sm:text-3xl">{t("notFound.title")}</span>
        </h1>
        <p className="mt-4 text-slate-600">{t("notFound.text")}</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          <Icon name="house" />
          {t("backToHome")}
        </ButtonLink>
      </div>
    </section>
  );
}
