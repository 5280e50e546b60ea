// The family page's push switch: this phone gets a notification when the coach writes to the team or a
// session is cancelled. Push needs JavaScript and a browser that supports it, so without either the
// section is not drawn at all (the same news comes by e-mail). The server decides which teams: those of
// the signed-in guardian's own children.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/Button";
import { showToast } from "~/components/ui/Toast";
import { replyFor, type FormReply } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";
import { pushSupported } from "../push/push-support";
import { readStored, subscribeThisBrowser } from "../push/push-subscription";

/** Whether this phone follows the family's teams, as last set from this page (the server keeps the truth). */
const FOLLOWING_KEY = "rsfc-team-news";
const remembered = () => {
  try {
    return localStorage.getItem(FOLLOWING_KEY) === "on";
  } catch {
    return false;
  }
};
const remember = (on: boolean) => {
  try {
    if (on) localStorage.setItem(FOLLOWING_KEY, "on");
    else localStorage.removeItem(FOLLOWING_KEY);
  } catch {
    // Private mode: the switch still works for this visit.
  }
};

export function TeamNewsOnThisPhone() {
  const t = useT("family");
  const fetcher = useFetcher<FormReply>();
  const [supported, setSupported] = useState(false);
  const [following, setFollowing] = useState(false);
  const [busy, setBusy] = useState(false);
  // What the switch was last set to, until the server answers.
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    setSupported(pushSupported());
    setFollowing(remembered() && readStored() !== null);
  }, []);

  // The server's answer to the last switch.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setBusy(false);
    // The action answers with the form protocol's reply (replyToForm): a refusal (a subscription the
    // server does not know, a sign-in that has ended) is a reply whose result has the status "error".
    const reply = replyFor(fetcher.data, "team-push");
    if (!reply || reply.result.status === "error") {
      showToast({ title: t("push.failed"), variant: "destructive" });
      return;
    }
    setFollowing(requested);
    remember(requested);
    showToast({ title: requested ? t("push.onToast") : t("push.offToast"), variant: "default" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fetcher.state, fetcher.data]);

  if (!supported) return null;

  async function turn(on: boolean) {
    setBusy(true);
    try {
      const stored = on ? await subscribeThisBrowser() : { ok: true as const, stored: readStored() };
      if (!stored.ok) {
        setBusy(false);
        return showToast({ title: stored.reason === "denied" ? t("push.blocked") : t("push.notAllowed"), variant: "destructive" });
      }
      if (!stored.stored) {
        setBusy(false);
        setFollowing(false);
        remember(false);
        return;
      }
      setRequested(on);
      fetcher.submit({ intent: "team-push", endpoint: stored.stored.endpoint, auth: stored.stored.auth, follow: on ? "on" : "off" }, { method: "post" });
    } catch (error) {
      console.error(error);
      setBusy(false);
      showToast({ title: t("push.failed"), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="team-news-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="team-news-on-phone">
      <h2 id="team-news-heading" className="text-xl font-bold">
        {t("push.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{following ? t("push.on") : t("push.intro")}</p>
      <Button type="button" className="mt-3" variant={following ? "outline" : "default"} disabled={busy} onClick={() => turn(!following)}>
        {busy ? t("push.working") : following ? t("push.turnOff") : t("push.turnOn")}
      </Button>
    </section>
  );
}
