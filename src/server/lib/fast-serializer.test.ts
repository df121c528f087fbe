import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { FastifySchema } from "fastify";
import { fastSerializerCompiler } from "./fast-serializer";

const pageSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      note: z.string().nullable(),
      status: z.enum(["going", "maybe"]).nullable(),
      createdAt: z.string(),
    }),
  ),
  nextCursor: z.string().nullable(),
});

const serialise = (data: unknown) =>
  fastSerializerCompiler({
    schema: pageSchema as unknown as FastifySchema,
    method: "GET",
    url: "/x",
    httpStatus: "200",
  })(data);

describe("fastSerializerCompiler", () => {
  it("writes what the zod schema would, without fields the schema does not declare", () => {
    const page = {
      items: [
        { id: 1, title: 'He said "go"', note: null, status: "going", createdAt: "2026-01-01T00:00:00.000Z" },
        {
          id: 2,
          title: "Ünïcødé ⚽",
          note: "x",
          status: null,
          createdAt: "2026-01-02T00:00:00.000Z",
          passwordHash: "s",
        },
      ],
      nextCursor: null,
      internal: true,
    };
    const out = serialise(page);
    expect(JSON.parse(out)).toEqual(pageSchema.parse(page));
    expect(out).not.toContain("passwordHash");
    expect(out).not.toContain("internal");
  });

  it("refuses an answer missing a required field", () => {
    expect(() =>
      serialise({ items: [{ id: 1, note: null, status: null, createdAt: "x" }], nextCursor: null }),
    ).toThrow();
  });
});
