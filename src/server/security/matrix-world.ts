import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { ProbeGame } from "../test/probe-game";
import { TestClient, type TestApp } from "../test/test-app";

export type Role = "anon" | "other" | "owner";
/**
 * A new administrator address for a matrix app (ADMIN_EMAILS): unique per test file, because the
 * PostgreSQL database is shared and API test files share their worker's modules.
 */
export const matrixAdminEmail = () => `mx_admin_${randomUUID().slice(0, 12)}@example.test`;
export const ROLES: readonly Role[] = ["anon", "other", "owner"];

interface Account {
  id: number;
  email: string;
  password: string;
  client: TestClient;
}

/**
 * The data every matrix request runs against: `owner` owns (or is a member of) every resource
 * below, `other` is a signed-in stranger, `anon` sends no cookie. Entries that destroy or decide
 * something create their own resource with the helpers, so the entries stay independent.
 */
export class MatrixWorld {
  owner!: Account;
  other!: Account;
  /** Registered with `adminEmail`: an administrator where the app was started with it. */
  admin!: Account;
  /** A private community created by the owner. */
  privateCommunityId!: number;
  publicCommunityId!: number;
  /** An event in the private community (members only). */
  privateEventId!: number;
  publicEventId!: number;
  postId!: number;
  mediaKey!: string;
  teamId!: number;
  /** A game of the live board that has not started (predictions are open). */
  upcomingGameId!: string;
  private probe!: ProbeGame;

  constructor(
    readonly t: TestApp,
    readonly adminEmail = matrixAdminEmail(),
  ) {}

  async init() {
    this.owner = await this.account();
    this.other = await this.account();
    this.admin = await this.account(this.adminEmail);
    // ADMIN_EMAILS counts for a verified address only.
    await this.t.verifyAddress(this.adminEmail);
    this.privateCommunityId = await this.community(this.owner, true);
    this.publicCommunityId = await this.community(this.owner, false);
    this.privateEventId = await this.event(this.owner, this.privateCommunityId);
    this.publicEventId = await this.event(this.owner, null);
    this.postId = await this.post(this.owner);
    const teams = await this.owner.client.get("/api/teams");
    this.teamId = teams.json[0].id;
    // A game of our own, not started, whatever the simulated board's clock says.
    this.probe = new ProbeGame(this.t);
    await this.probe.move({});
    this.upcomingGameId = this.probe.id;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("content", "A post with a picture");
    form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "pic.png");
    const res = await this.owner.client.request("POST", "/api/posts", form);
    if (res.status !== 201) throw new Error(`image post failed: ${res.status} ${res.text}`);
    this.mediaKey = String(res.json.imageUrl).split("/").pop()!;
    return this;
  }

  /** A new signed-in user. */
  async account(email?: string): Promise<Account> {
    const client = this.t.client();
    const r = await client.registerFresh(email ? { email } : {});
    return { id: r.user.id, email: r.email, password: r.password, client };
  }

  /** The session cookie a role sends (none for anon). */
  cookieOf(role: Role): string | null {
    if (role === "anon") return null;
    const token = this[role].client.cookie("fz_session");
    return token ? `fz_session=${token}` : null;
  }

  /** A second session of the role's user, for entries that end the session they use. */
  async extraSession(role: Role): Promise<string | null> {
    if (role === "anon") return null;
    const c = new TestClient(this.t.baseUrl);
    const res = await c.post("/api/auth/login", { email: this[role].email, password: this[role].password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return `fz_session=${c.cookie("fz_session")}`;
  }

  /** For admin routes the owner role is the administrator: its session cookie (others keep theirs). */
  adminCookie(role: Role): string | undefined {
    return role === "owner" ? `fz_session=${this.admin.client.cookie("fz_session")}` : undefined;
  }

  /** A fresh open report (of a fresh post) for the decision routes. */
  async report(): Promise<number> {
    const author = await this.account();
    const postId = await this.post(author);
    const res = await this.other.client.post("/api/reports", { subject: { kind: "post", id: postId }, reason: "spam" });
    if (res.status !== 201) throw new Error(`report failed: ${res.status} ${res.text}`);
    return res.json.id;
  }

  async community(by: Account, isPrivate: boolean): Promise<number> {
    const res = await by.client.post("/api/communities", {
      name: `Matrix ${randomUUID().slice(0, 8)}`,
      description: "For the authorization matrix",
      sport: "soccer",
      isPrivate,
    });
    if (res.status !== 201) throw new Error(`community failed: ${res.status} ${res.text}`);
    return res.json.id;
  }

  /**
   * `upcomingGameId`, on the live board now: the board's resync (every minute) keeps only the
   * games its provider lists, so for reads of the board itself the game is published again first.
   */
  async onBoard(): Promise<string> {
    await this.probe.move({});
    return this.probe.id;
  }

  /** An event a week ahead; with `gameId`, a watch party of that game. */
  async event(by: Account, communityId: number | null, gameId?: string): Promise<number> {
    const res = await by.client.post("/api/events", {
      ...(gameId ? { gameId } : {}),
      title: `Matrix watch party ${randomUUID().slice(0, 6)}`,
      description: "For the authorization matrix",
      sport: "soccer",
      location: "The Anchor",
      eventDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      communityId,
    });
    if (res.status !== 201) throw new Error(`event failed: ${res.status} ${res.text}`);
    return res.json.id;
  }

  async post(by: Account): Promise<number> {
    const res = await by.client.post("/api/posts", { content: `Matrix post ${randomUUID()}` });
    if (res.status !== 201) throw new Error(`post failed: ${res.status} ${res.text}`);
    return res.json.id;
  }

  async gameComment(by: Account, gameId: string): Promise<number> {
    const res = await by.client.post(`/api/games/${encodeURIComponent(gameId)}/comments`, { content: "Matrix cheer" });
    if (res.status !== 201) throw new Error(`game comment failed: ${res.status} ${res.text}`);
    return res.json.id;
  }

  async comment(by: Account, postId: number): Promise<number> {
    const res = await by.client.post(`/api/posts/${postId}/comments`, { content: "Matrix comment" });
    if (res.status !== 201) throw new Error(`comment failed: ${res.status} ${res.text}`);
    return res.json.id;
  }

  /** `from` asks `to` for friendship. */
  async friendRequest(from: Account, to: Account) {
    const res = await from.client.post("/api/friends/request", { friendId: to.id });
    if (res.status !== 200) throw new Error(`friend request failed: ${res.status} ${res.text}`);
  }

  /** A private community of the owner with a pending join request; answers both ids. */
  async pendingJoin(): Promise<{ communityId: number; requesterId: number }> {
    const communityId = await this.community(this.owner, true);
    const requester = await this.account();
    const res = await requester.client.post(`/api/communities/${communityId}/join`);
    if (res.status !== 200) throw new Error(`join failed: ${res.status} ${res.text}`);
    return { communityId, requesterId: requester.id };
  }

  uniqueRegistration() {
    const tag = randomUUID().replace(/-/g, "").slice(0, 12);
    return {
      firstName: "Matrix",
      lastName: "Fan",
      username: `mx_${tag}`,
      email: `mx_${tag}@example.test`,
      password: "Touchdown!42",
    };
  }
}
