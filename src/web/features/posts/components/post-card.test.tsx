// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { MemoryRouter } from "react-router";
import type { Comment, Post } from "@shared/schemas/posts";
import { activateLocale, i18n } from "@web/lib/i18n/i18n";
import { PostCard } from "./post-card";

// The viewer's zone (the edited mark's exact time): no session in this test.
vi.mock("@web/lib/session", () => ({ useAuth: () => ({ user: { timeZone: "Europe/Paris" } }) }));

const NOW = Date.UTC(2026, 10, 22, 12);
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const person = { firstName: "Avery", lastName: "Stone", username: "avery", avatar: null };

const comment = (id: number, userId: number): Comment => ({
  id,
  postId: 1,
  userId,
  content: `Comment ${id}`,
  createdAt: ago(30),
  editedAt: null,
  removed: false,
  ...person,
  firstName: `Fan${id}`,
});

const post = (over: Partial<Post> = {}): Post => ({
  id: 1,
  userId: 2,
  content: "What a game",
  sport: "basketball",
  teamId: null,
  team: null,
  imageUrl: null,
  createdAt: ago(180),
  editedAt: ago(5),
  removed: false,
  likeCount: 1,
  likesCount: 1,
  commentCount: 3,
  commentsCount: 3,
  isLiked: false,
  comments: [comment(10, 7), comment(11, 9)],
  author: { id: 2, ...person },
  ...person,
  ...over,
});

async function show(p: Post) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PostCard post={p} viewerId={9} now={NOW} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  const card = screen.getByTestId("post-card");
  fireEvent.click(within(card).getByRole("button", { name: /^(Comments|Commentaires|Comentarios)$/ }));
  // The comments load when first opened (lazy-parts.ts); their form comes with them.
  await waitFor(() => expect(card.querySelector("form")).not.toBeNull());
  return card;
}

beforeAll(() => activateLocale("en", ["app"]));
afterEach(async () => {
  cleanup();
  await act(() => activateLocale("en", ["app"]));
});

describe("Post card", () => {
  it("in English: relative times, counts as plurals and the inline comments as before", async () => {
    const card = await show(post());
    expect(within(card).getByText("3 hours ago")).toBeTruthy();
    expect(within(card).getByTestId("edited-mark").textContent).toBe(" · edited 5 minutes ago");
    expect(within(card).getByRole("button", { name: "Like" }).getAttribute("title")).toBe("1 like");
    expect(within(card).getByRole("button", { name: "Comments" }).getAttribute("title")).toBe("3 comments");
    const list = within(card).getByRole("list", { name: "Comments" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    // The viewer's own comment has edit and delete; another fan's a report button.
    expect(within(list).getByRole("button", { name: "Edit comment" })).toBeTruthy();
    expect(within(list).getByRole("button", { name: "Report comment" })).toBeTruthy();
    expect(card.textContent).toContain("Showing the latest 2 of 3 comments · See all comments");
    expect(within(card).getByLabelText("Write a comment")).toBeTruthy();
  });

  it("in French and Spanish: the same card in the viewer's language", async () => {
    await act(() => activateLocale("fr", ["app"]));
    let card = await show(post({ likeCount: 2 }));
    expect(within(card).getByText("il y a 3 heures")).toBeTruthy();
    expect(within(card).getByTestId("edited-mark").textContent).toBe(" · modifié il y a 5 minutes");
    expect(within(card).getByRole("button", { name: "J’aime" }).getAttribute("title")).toBe("2 j’aime");
    expect(card.textContent).toContain("Les 2 plus récents sur 3 commentaires · Voir tous les commentaires");
    expect(within(card).getByRole("list", { name: "Commentaires" })).toBeTruthy();
    cleanup();

    await act(() => activateLocale("es", ["app"]));
    card = await show(post({ commentCount: 1, comments: [] }));
    expect(within(card).getByText("hace 3 horas")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Comentarios" }).getAttribute("title")).toBe("1 comentario");
    expect(within(card).getByRole("button", { name: "Denunciar publicación" })).toBeTruthy();
  });
});
