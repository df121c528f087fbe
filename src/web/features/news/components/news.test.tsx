// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as React from "react";
import { cleanup, render as renderDom, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages as spanish } from "../../../locales/es/app.po";
import type { NewsArticle } from "@shared/schemas/news";
import { NewsCard } from "./news-card";
import { LatestNewsCard } from "./latest-news-card";
import { newsKey } from "../api/news";

const NOW = Date.UTC(2026, 10, 22, 12);
const article = (id: string, minutesAgo: number): NewsArticle => ({
  id,
  title: `Story ${id}`,
  summary: "Summary",
  author: "Dana Whitfield",
  imageUrl: "/api/news/images/x.svg",
  sourceUrl: "https://www.nba.com/news",
  publishedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  sport: "basketball",
  league: "nba",
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
});

/** The app's language provider around `ui` (English is active: test/setup.ts). */
const render = (ui: React.ReactNode) => renderDom(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe("News card", () => {
  it("shows title, summary, author, source link and relative time; BREAKING only for minutes or hours", () => {
    render(<NewsCard article={article("a", 5)} now={NOW} />);
    const card = screen.getByTestId("news-card");
    expect(within(card).getByText("BREAKING")).toBeTruthy();
    expect(within(card).getByText("5 minutes ago")).toBeTruthy();
    expect(within(card).getByText("By Dana Whitfield")).toBeTruthy();
    expect(within(card).getByRole("link").getAttribute("href")).toBe("https://www.nba.com/news");
    expect(within(card).getByRole("link").getAttribute("target")).toBe("_blank");
    // no made-up like or comment counts
    expect(card.textContent).not.toMatch(/\d+\s*(likes?|comments?)/i);
    cleanup();
    render(<NewsCard article={article("b", 3 * 24 * 60)} now={NOW} />);
    expect(screen.queryByText("BREAKING")).toBeNull();
    expect(screen.getByText("3 days ago")).toBeTruthy();
  });

  it("reads in the active language, BREAKING included", () => {
    i18n.load("es", spanish);
    i18n.activate("es");
    render(<NewsCard article={article("a", 5)} now={NOW} />);
    const card = screen.getByTestId("news-card");
    expect(within(card).getByText("ÚLTIMA HORA")).toBeTruthy();
    expect(within(card).getByText("hace 5 minutos")).toBeTruthy();
    expect(within(card).getByText("Por Dana Whitfield")).toBeTruthy();
  });
});

describe("Latest Sports News card", () => {
  const renderWith = (data: NewsArticle[]) => {
    // The cache is filled up front; a background refetch must not reach the network.
    const qc = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => undefined) } } });
    qc.setQueryData(newsKey, data);
    return render(
      <QueryClientProvider client={qc}>
        <LatestNewsCard />
      </QueryClientProvider>,
    );
  };

  it("lists at most 5 articles and links 'View All' to a news site in a new tab", () => {
    renderWith(Array.from({ length: 8 }, (_, i) => article(String(i), i * 10)));
    expect(screen.getAllByTestId("news-card")).toHaveLength(5);
    const viewAll = screen.getByRole("link", { name: /View All/ });
    expect(viewAll.getAttribute("target")).toBe("_blank");
    expect(viewAll.getAttribute("href")).toMatch(/^https:\/\//);
  });

  it("says so when there is no news", () => {
    renderWith([]);
    expect(screen.getByText("No news available at the moment.")).toBeTruthy();
  });
});
