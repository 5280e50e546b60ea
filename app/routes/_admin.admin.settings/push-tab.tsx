import type { SettingsData } from "./route";

export function PushTab({ push }: Extract<SettingsData, { tab: "push" }>) {
  return (
    <section aria-labelledby="push-heading">
      <h2 id="push-heading" className="text-xl font-semibold">
        Push notifications
      </h2>
      <dl className="mt-3 grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">VAPID public key</dt>
        <dd className="break-all font-mono text-sm">{push.publicKey}</dd>
        <dt className="font-semibold">Subscribers</dt>
        <dd>{push.subscribers.toLocaleString("en-KE")}</dd>
      </dl>
    </section>
  );
}
