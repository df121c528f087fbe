// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderScreen } from "@web/test/render-screen";
import { EventBadges } from "./event-badges";

afterEach(cleanup);

describe("an event's badges (its card and its page)", () => {
  it("name the community to a screen reader and link to it", () => {
    renderScreen(<EventBadges event={{ sport: "soccer", communityId: 7, communityName: "Galaxy Supporters" }} />);
    const link = screen.getByRole("link", { name: "Galaxy Supporters" });
    expect(link.getAttribute("href")).toBe("/communities/7");
    expect(link.parentElement?.textContent).toBe("Community: Galaxy Supporters");
    expect(screen.getByText("Soccer")).toBeTruthy();
  });

  it("show the sport alone for an event of no community", () => {
    renderScreen(<EventBadges event={{ sport: "hockey", communityId: null, communityName: null }} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Hockey")).toBeTruthy();
  });
});
