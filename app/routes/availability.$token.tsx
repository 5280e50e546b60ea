// A family's answer link (ADR 0028): /availability/<token> shows one child's match and three answers;
// only the form's POST records one, so a mail scanner that fetches the link answers nothing. No sign-in:
// the token answers this request for this child and opens nothing else. Personal (no-store, never in
// the page cache); works without JavaScript, in English and Swahili.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AnswerPage } from "~/components/site/availability/AnswerPage";
import { club } from "~/config/club";
import { answerAction, loadAnswerPage } from "~/services/availability-answer.server";
import { metaTranslator } from "~/utils/i18n";

export const handle = { i18n: ["availability", "fixtures", "messages/common", "messages/availability"] };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: metaTranslator(matches, "availability")("meta.title", { child: data?.page?.child ?? "", club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export const loader = (args: LoaderFunctionArgs) => loadAnswerPage(args);

export const action = (args: ActionFunctionArgs) => answerAction(args);

export default function AvailabilityAnswerRoute() {
  return <AnswerPage {...useLoaderData<typeof loader>()} />;
}
