// The one dispatcher of the screens with several forms: the form that `intent` names gets the post,
// anything else is a 400 worded by the screen, and no form's action runs.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { PublicUser } from "~/models/user.server";
import { dispatchIntent, type IntentActionArgs } from "~/services/intent-actions.server";

const user = { id: 1, username: "admin", role: "admin" } as PublicUser;

function post(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  // A native form post (JavaScript off): the toast rides on the load context.
  const request = new Request("http://localhost/admin/settings", { method: "POST", headers: { "Sec-Fetch-Mode": "navigate" } });
  const context = {} as AppLoadContext;
  return { formData, args: { request, context, user, formData } satisfies IntentActionArgs };
}

function screen() {
  const save = vi.fn(async ({ formData }: IntentActionArgs) => ({ saved: formData.get("name") }));
  const remove = vi.fn(async () => ({ removed: true }));
  return { save, remove, actions: { save, remove } };
}

const UNKNOWN = { toast: { title: "Not saved", description: "Unknown action" }, formErrors: ["Unknown action"] };

/** The status and body of a reply made with Remix's `data()`. */
const replyOf = (answer: unknown) => answer as { init: { status: number } | null; data: { intent: string | null; result: { error?: Record<string, string[]> } } };

describe("dispatchIntent", () => {
  it("hands the post to the action the intent names, and only to it", async () => {
    const { save, remove, actions } = screen();
    const { formData, args } = post({ intent: "save", name: "Kibera" });
    await expect(dispatchIntent(formData.get("intent"), actions, args, UNKNOWN)).resolves.toEqual({ saved: "Kibera" });
    expect(save).toHaveBeenCalledWith(args);
    expect(remove).not.toHaveBeenCalled();
  });

  it("answers an intent of no form with a 400, the screen's message and its toast", async () => {
    const { save, remove, actions } = screen();
    for (const intent of ["publish", "toString", "__proto__"]) {
      const { formData, args } = post({ intent });
      const reply = replyOf(await dispatchIntent(formData.get("intent"), actions, args, UNKNOWN));
      expect(reply.init?.status).toBe(400);
      expect(reply.data.intent).toBeNull();
      expect(reply.data.result.error?.[""]).toEqual(["Unknown action"]);
      expect(args.context.toast).toEqual({ title: "Not saved", description: "Unknown action", variant: "destructive" });
    }
    expect(save).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it("answers a post without an intent the same way", async () => {
    const { save, actions } = screen();
    const { formData, args } = post({ name: "Kibera" });
    const reply = replyOf(await dispatchIntent(formData.get("intent"), actions, args, { toast: { title: "Unknown action" } }));
    expect(reply.init?.status).toBe(400);
    expect(reply.data.intent).toBeNull();
    expect(args.context.toast).toEqual({ title: "Unknown action", variant: "destructive" });
    expect(save).not.toHaveBeenCalled();
  });
});
