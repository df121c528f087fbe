import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { userResponseSchema } from "@shared/schemas/user";
import type { postSchema } from "@shared/schemas/posts";
import type { eventSchema } from "@shared/schemas/events";
import { startTestApp, type TestApp } from "../test/test-app";
import type { paths } from "@shared/api/openapi.gen";

// The client generated from the API description (openapi.gen.ts, checked by `npm run lint:api`)
// used the way a third-party integrator would: sign in, post, answer an event. Typecheck proves
// the description's shapes fit these calls; the run proves the server answers them.

/** True when A and B accept exactly the same values (compile-time). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_: T) => undefined;
type Json<R> = R extends { content: { "application/json": infer T } } ? T : never;

// The document's answers are the zod schemas' outputs, field for field.
same<Same<Json<paths["/api/auth/login"]["post"]["responses"][200]>, z.output<typeof userResponseSchema>>>(true);
same<Same<Json<paths["/api/posts"]["post"]["responses"][201]>, z.output<typeof postSchema>>>(true);
same<Same<Json<paths["/api/events/{eventId}"]["get"]["responses"][200]>, z.output<typeof eventSchema>>>(true);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** A client that keeps the session cookie the server sets, like a browser. */
function signedInClient(baseUrl: string) {
  let cookie = "";
  const client = createClient<paths>({ baseUrl });
  client.use({
    onRequest: ({ request }) => {
      if (cookie) request.headers.set("cookie", cookie);
      return request;
    },
    onResponse: ({ response }) => {
      const session = response.headers.getSetCookie().find((c) => c.startsWith("fz_session="));
      if (session) cookie = session.split(";")[0]!;
      return response;
    },
  });
  return client;
}

describe("the generated client against the running app", () => {
  it("registers, signs out and in, and reads the signed-in user", async () => {
    const api = signedInClient(t.baseUrl);
    const tag = Math.random().toString(36).slice(2, 10);
    const account = {
      firstName: "Typed",
      lastName: "Client",
      username: `typed_${tag}`,
      email: `typed_${tag}@example.test`,
    };
    const registered = await api.POST("/api/auth/register", { body: { ...account, password: "Touchdown!42" } });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.user.username).toBe(account.username);

    expect((await api.POST("/api/auth/logout")).data?.message).toBeTruthy();
    const signedOut = await api.GET("/api/auth/me");
    expect(signedOut.response.status).toBe(401);
    expect(signedOut.error?.code).toBe("unauthenticated");

    const wrong = await api.POST("/api/auth/login", { body: { email: account.email, password: "Not-the-password-1" } });
    expect(wrong.error?.code).toBe("unauthenticated");
    const login = await api.POST("/api/auth/login", { body: { email: account.email, password: "Touchdown!42" } });
    expect(login.data?.user.email).toBe(account.email);
    const me = await api.GET("/api/auth/me");
    expect(me.data?.user.id).toBe(login.data?.user.id);
  });

  it("publishes a post, likes and comments on it, finds it in the feed and deletes it", async () => {
    const api = signedInClient(t.baseUrl);
    const tag = Math.random().toString(36).slice(2, 10);
    await api.POST("/api/auth/register", {
      body: {
        firstName: "Typed",
        lastName: "Poster",
        username: `tp_${tag}`,
        email: `tp_${tag}@example.test`,
        password: "Touchdown!42",
      },
    });
    const created = await api.POST("/api/posts", { body: { content: `Typed post ${tag}` } });
    expect(created.response.status).toBe(201);
    const postId = created.data!.id;

    const liked = await api.PUT("/api/posts/{id}/like", { params: { path: { id: postId } } });
    expect(liked.data?.liked).toBe(true);
    const comment = await api.POST("/api/posts/{id}/comments", {
      params: { path: { id: postId } },
      body: { content: "Typed comment" },
    });
    expect(comment.response.status).toBe(201);

    const feed = await api.GET("/api/posts/feed", { params: { query: { limit: 20 } } });
    expect(feed.data?.items.some((p) => p.id === postId)).toBe(true);

    const removed = await api.DELETE("/api/posts/{id}", { params: { path: { id: postId } } });
    expect(removed.response.status).toBe(204);
    const gone = await api.GET("/api/posts/{id}/comments", { params: { path: { id: postId }, query: { limit: 20 } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error?.code).toBe("not_found");
  });

  it("creates an event, answers it and lists it", async () => {
    const api = signedInClient(t.baseUrl);
    const tag = Math.random().toString(36).slice(2, 10);
    await api.POST("/api/auth/register", {
      body: {
        firstName: "Typed",
        lastName: "Host",
        username: `th_${tag}`,
        email: `th_${tag}@example.test`,
        password: "Touchdown!42",
      },
    });
    const created = await api.POST("/api/events", {
      body: {
        title: `Typed watch party ${tag}`,
        description: "",
        sport: "soccer",
        location: "The Anchor",
        eventDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      },
    });
    expect(created.response.status).toBe(201);
    const eventId = created.data!.id;

    const rsvp = await api.POST("/api/events/{eventId}/rsvp", {
      params: { path: { eventId } },
      body: { status: "maybe" },
    });
    expect(rsvp.data?.id).toBe(eventId);
    const event = await api.GET("/api/events/{eventId}", { params: { path: { eventId } } });
    expect(event.data?.title).toBe(`Typed watch party ${tag}`);
    const list = await api.GET("/api/events", { params: { query: { search: tag, limit: 20 } } });
    expect(list.data?.items.map((e) => e.id)).toContain(eventId);

    const invalid = await api.POST("/api/events/{eventId}/rsvp", {
      params: { path: { eventId } },
      // @ts-expect-error: the description allows only going, maybe and not_going
      body: { status: "perhaps" },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.code).toBe("validation");
  });
});
