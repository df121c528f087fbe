import { describe, expect, it } from "vitest";
import { deviceFromUserAgent } from "./device";

describe("deviceFromUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { label: "Chrome 131 on macOS", type: "desktop" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { label: "Safari 17 on iOS", type: "mobile" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      { label: "Firefox 133 on Linux", type: "desktop" },
    ],
  ])("names %s", (ua, expected) => {
    expect(deviceFromUserAgent(ua)).toMatchObject(expected);
  });

  it("says so when there is no user agent", () => {
    expect(deviceFromUserAgent(null)).toEqual({ label: "Unknown device", browser: null, os: null, type: "unknown" });
  });
});
