// The session's read: who is signed in (src/web/lib/session), the first read of every signed-in
// page. A module of its own: the sign-in screen's load holds it, and nothing more of the reads.
export const sessionRead = { queryKey: ["/api/auth/me"] as const };
