// The Member Lookup tab's search. A route of its own so that it can be rate-limited per client (route
// policy "lookup"): it says whether someone is a member. It renders the same page as /membership.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MembershipPage } from "~/components/site/membership/MembershipPage";
import { club } from "~/config/club";
import { lookUpMember } from "~/models/membership.server";
import { LOOKUP_MESSAGES, lookupSchema } from "~/schemas/membership";
import { loadMembershipPage } from "~/services/membership-page.server";
import { toastHeaders } from "~/services/toast.server";
import { readFormData } from "~/utils/form.server";

export const meta: MetaFunction = () => [{ title: `Member Lookup | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMembershipPage(request, "lookup");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const raw = formData.get("query");
  const query = typeof raw === "string" ? raw.slice(0, 254) : "";
  const parsed = lookupSchema.safeParse({ query: raw });
  if (!parsed.success) {
    return data(
      { member: null, error: LOOKUP_MESSAGES.missing.description, query },
      { status: 400, headers: await toastHeaders(request, context, LOOKUP_MESSAGES.missing, "destructive") },
    );
  }
  const found = lookUpMember(parsed.data.query);
  if (!found.ok) {
    return data(
      { member: null, error: LOOKUP_MESSAGES.notFound.description, query },
      { status: 404, headers: await toastHeaders(request, context, LOOKUP_MESSAGES.notFound, "destructive") },
    );
  }
  return data({ member: found.member, error: null, query }, { headers: { "Cache-Control": "no-store" } });
}

export default function MemberLookupRoute() {
  const page = useLoaderData<typeof loader>();
  const lookup = useActionData<typeof action>();
  return <MembershipPage {...page} lookup={lookup ?? null} />;
}
