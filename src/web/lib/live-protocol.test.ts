import { describe, expect, it } from "vitest";
import { loadProtocol } from "./live-protocol";

describe("loadProtocol", () => {
  it("loads the live protocol, which parses a server message", async () => {
    const { parseMessage, serverMessageSchema } = await loadProtocol();
    expect(
      parseMessage(serverMessageSchema, JSON.stringify({ type: "subscribed", data: { topic: "scores" } })),
    ).toEqual({
      type: "subscribed",
      data: { topic: "scores" },
    });
  });
});
