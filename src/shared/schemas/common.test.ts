import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE, cleanString, text } from "./common";
import { createPostSchema } from "./posts";
import { registerSchema } from "./auth";
import { base64UrlBytes, pushSubscriptionSchema } from "./notifications";

const controls = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  "\u007f",
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
];

describe("the shared string primitive", () => {
  it("refuses every control character in one-line text, at any place, before trimming", () => {
    const oneLine = text(50);
    for (const c of controls)
      for (const s of [`${c}`, `a${c}b`, `${c}abc`, `abc${c}`]) {
        const r = oneLine.safeParse(s);
        expect(r.success, JSON.stringify(s)).toBe(false);
        expect(r.error!.issues[0]!.message).toBe(INVALID_CHARACTERS_MESSAGE);
      }
    expect(oneLine.parse("  Café Zürich — ok ✓ ")).toBe("Café Zürich — ok ✓");
  });

  it("lets multi-line text keep tabs and line breaks, and nothing else", () => {
    const multi = cleanString({ multiline: true });
    expect(multi.parse("line one\r\nline two\n\tindented")).toBe("line one\r\nline two\n\tindented");
    for (const c of controls.filter((c) => !"\t\n\r".includes(c)))
      expect(multi.safeParse(`a${c}b`).success).toBe(false);
  });

  it("is what the API's fields are made of: post bodies keep newlines, names refuse them", () => {
    expect(createPostSchema.parse({ content: "Full time!\nWhat a match" }).content).toBe("Full time!\nWhat a match");
    expect(createPostSchema.safeParse({ content: "Full\u0000time" }).success).toBe(false);
    const reg = {
      firstName: "Ann",
      lastName: "Lee",
      username: "ann_lee",
      email: "ann@example.test",
      password: "Goal-2026-x",
    };
    expect(registerSchema.safeParse(reg).success).toBe(true);
    expect(registerSchema.safeParse({ ...reg, firstName: "An\nn" }).success).toBe(false);
    expect(registerSchema.safeParse({ ...reg, password: "Goal-2026-x\u0000" }).success).toBe(false);
  });
});

describe("push subscription keys", () => {
  const p256dh = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
  const auth = "tBHItJI5svbpez7KI4CCXg";
  const sub = (keys: { p256dh: string; auth: string }) => ({ endpoint: "https://push.example.test/x", keys });

  it("decodes base64url with or without padding, and refuses what is not", () => {
    expect(base64UrlBytes(auth)).toHaveLength(16);
    expect(base64UrlBytes(`${auth}==`)).toHaveLength(16);
    for (const bad of ["a b", "abc+/", "a", "@@@@"]) expect(base64UrlBytes(bad)).toBeNull();
  });

  it("asks for a 65-byte uncompressed point and a 16-byte secret", () => {
    expect(pushSubscriptionSchema.safeParse(sub({ p256dh, auth })).success).toBe(true);
    const compressed = Buffer.from(p256dh, "base64url").subarray(0, 33);
    compressed[0] = 0x02;
    for (const keys of [
      { p256dh: "BMatrixKeyMatrixKeyMatrixKey", auth },
      { p256dh: compressed.toString("base64url"), auth },
      { p256dh: Buffer.alloc(65, 5).toString("base64url"), auth },
      { p256dh, auth: "matrixAuthSecret" },
      { p256dh, auth: Buffer.alloc(17).toString("base64url") },
    ])
      expect(pushSubscriptionSchema.safeParse(sub(keys)).success, JSON.stringify(keys)).toBe(false);
  });
});
