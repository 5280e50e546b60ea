// React 18.3.1's Node stream renderer wrote zero bytes into pages when a multi-byte character fell on
// its 2 KB buffer boundary (scripts/patch-dependencies.mjs fixes it at install time).
import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

function render(texts: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(createElement("div", null, ...texts.map((t, i) => createElement("p", { key: i }, t))), {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

describe("server rendering of multi-byte text", () => {
  it("never writes zero bytes, wherever an em dash falls against the buffer", async () => {
    for (let shift = 0; shift < 8; shift++) {
      // Short chunks (each paragraph's text) that the renderer copies into its buffer one by one.
      const html = await render(["a".repeat(shift), ...Array.from({ length: 300 }, () => "Wanjirũ Mũthoni — Ngũgĩ")]);
      expect(html.includes(0), `shift ${shift}`).toBe(false);
      expect(html.toString("utf8")).toContain("Wanjirũ Mũthoni — Ngũgĩ");
    }
  });
});
