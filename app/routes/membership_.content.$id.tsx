import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LevelBadge, MemberAccessRegion, useReadingMember } from "~/components/site/membership/ContentAccess";
import { useMembershipTexts } from "~/components/site/membership/tier-texts";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Icon } from "~/components/ui/Icon";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { club } from "~/config/club";
import { openContent } from "~/models/membership/content.server";
import { readerView } from "~/models/membership/members.server";
import { rememberedMember } from "~/services/sign-in-cookie.server";
import { metaTranslator } from "~/utils/i18n";
import { parseId } from "~/utils/ids";
import { tierIncludes } from "~/utils/membership";

export const handle = { i18n: ["membership", "messages/common", "messages/membership"] };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches, "membership");
  return [
    { title: data ? t("meta.contentTitle", { title: data.item.title, club: club.shortName }) : t("meta.exclusiveTitle", { club: club.shortName }) },
    ...(data ? [{ name: "description", content: data.item.excerpt }] : []),
  ];
};

/**
 * One members-only item: the whole text for a member whose tier includes it (and the read counted),
 * else the excerpt. For the copy the page cache shares among members with the same tier and status,
 * `context.sharedReader` stands in for the member: the page reads as theirs, but says nothing of who
 * they are (`readerInPage`: each one's box is written into the page as it is served).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw new Response("Not Found", { status: 404 });
  // One address per item: "/membership/content/01" is "/membership/content/1".
  if (params.id !== String(id)) throw redirect(`/membership/content/${id}${new URL(request.url).search}`, 301);
  const member = await rememberedMember(request);
  const opened = openContent(id, member ?? context.sharedReader ?? null);
  if (!opened.ok) throw new Response("Not Found", { status: 404 });
  // The reader's tier (a member signed in, or the tier the shared copy is for): a member whose tier is
  // below the item's is offered the upgrade, not "Join the Fan Club".
  const readerTier = member?.membershipType ?? context.sharedReader?.membershipType ?? null;
  return data({
    item: opened.item,
    me: member ? readerView(member) : null,
    readerInPage: !member && context.sharedReader !== undefined,
    upgradeFrom: readerTier && !tierIncludes(readerTier, opened.item.membershipLevel) ? readerTier : null,
  });
}

export default function ExclusiveContentItem() {
  const { item, me: loadedMember, readerInPage, upgradeFrom } = useLoaderData<typeof loader>();
  const me = useReadingMember(loadedMember, readerInPage);
  const here = `/membership/content/${item.id}`;
  const { t, format, tierName, tierPrice, contentTypeLabel, views } = useMembershipTexts();
  return (
    <div className="bg-slate-50">
      <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <Link to="/membership?tab=content" className={buttonClasses("ghost", "sm")}>
          <Icon name="arrow-left" />
          {t("content.allContent")}
        </Link>
        <div className="mt-4 flex flex-wrap gap-2">
          <LevelBadge level={item.membershipLevel} />
          <Badge variant="outline">{contentTypeLabel(item.contentType)}</Badge>
        </div>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{item.title}</h1>
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-600">
          {item.publishDate ? <span>{format.longDate(item.publishDate)}</span> : null}
          <span className="inline-flex items-center gap-1">
            <Icon name="eye" className="size-4" />
            {views(item.viewCount)}
          </span>
        </p>
        {item.locked ? (
          <div className="mt-6 space-y-6">
            <p className="text-lg text-slate-800">{item.excerpt}</p>
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-5" role="status">
              <p className="flex items-center gap-2 font-bold text-amber-900">
                <Icon name="lock" className="size-5" />
                {t("content.lockedNote", { tier: tierName(item.membershipLevel), type: contentTypeLabel(item.contentType).toLowerCase() })}
              </p>
              {upgradeFrom ? (
                <p className="mt-1 text-sm text-amber-900">
                  {t("content.upgrade", {
                    tier: tierName(upgradeFrom),
                    level: tierName(item.membershipLevel),
                    price: tierPrice(item.membershipLevel),
                    phone: club.phone,
                  })}{" "}
                  <Link to="/membership?tab=overview" className="font-semibold underline">
                    {t("content.upgradeLink", { level: tierName(item.membershipLevel) })}
                  </Link>
                </p>
              ) : (
                <p className="mt-1 text-sm text-amber-900">
                  {t("content.notMember")}{" "}
                  <Link to={`/membership?tab=register&tier=${item.membershipLevel}`} className="font-semibold underline">
                    {t("content.join")}
                  </Link>
                  .
                </p>
              )}
            </div>
            <MemberAccessRegion me={me} redirectTo={here} offerSignIn={!readerInPage} />
          </div>
        ) : (
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800" data-testid="exclusive-body">
            {item.imageUrl ? (
              <ResponsiveImage src={item.imageUrl} alt="" sizes="(min-width: 768px) 768px, 100vw" width={800} height={450} className="h-auto w-full rounded-xl" priority />
            ) : null}
            {(item.content ?? "").split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {item.videoUrl ? (
              <p>
                <a href={item.videoUrl} className="font-semibold text-club-orange-dark underline" rel="noreferrer" target="_blank">
                  {t("content.watchVideo")}
                </a>
              </p>
            ) : null}
            <div className="pt-4">
              <MemberAccessRegion me={me} redirectTo={here} />
            </div>
          </div>
        )}
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
