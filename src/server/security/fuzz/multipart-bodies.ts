import fc from "fast-check";

/** A raw multipart request: the Content-Type header and the bytes as sent. */
export interface RawMultipart {
  name: string;
  contentType: string;
  body: Buffer;
  /** Whether the form is broken (truncated or malformed), so a multipart route must answer 400. */
  broken: boolean;
}

const CRLF = "\r\n";
/** The smallest PNG: enough for a part that claims to be an image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function form(boundary: string, parts: { headers: string[]; data: Buffer | string }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}${p.headers.join(CRLF)}${CRLF}${CRLF}`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from(CRLF));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const text = (name: string, value: string) => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  data: value,
});
const image = (filename = "pic.png") => ({
  headers: [`Content-Disposition: form-data; name="image"; filename="${filename}"`, "Content-Type: image/png"],
  data: PNG,
});

/** A well-formed post form, for truncating. */
export function goodPostForm(boundary: string): Buffer {
  return form(boundary, [text("content", "Fuzz post with a picture"), text("sport", "soccer"), image()]);
}

/**
 * Malformed and truncated forms: cut at every kind of place (inside a header, inside a value,
 * inside the file, before the closing boundary), boundaries that do not match or are missing,
 * broken part headers, parts without a name, too many parts, control characters in names.
 */
export function brokenForms(seed: number, truncations: number): RawMultipart[] {
  const b = "----FuzzBoundary7MA4YWxkTrZu0gW";
  const type = `multipart/form-data; boundary=${b}`;
  const good = goodPostForm(b);
  // Up to the closing delimiter's "--": a form cut after it is whole.
  const cuts = fc.sample(fc.integer({ min: 1, max: good.length - 4 }), { seed, numRuns: truncations });
  const out: RawMultipart[] = [
    ...cuts.map((at) => ({
      name: `truncated at ${at}/${good.length}`,
      contentType: type,
      body: good.subarray(0, at),
      broken: true,
    })),
    {
      name: "no closing boundary",
      contentType: type,
      body: form(b, [text("content", "x"), image()], false),
      broken: true,
    },
    { name: "empty body", contentType: type, body: Buffer.alloc(0), broken: true },
    { name: "boundary mismatch", contentType: `multipart/form-data; boundary=${b}X`, body: good, broken: true },
    { name: "no boundary parameter", contentType: "multipart/form-data", body: good, broken: true },
    { name: "empty boundary", contentType: "multipart/form-data; boundary=", body: good, broken: true },
    {
      name: "boundary over 70 characters",
      contentType: `multipart/form-data; boundary=${"b".repeat(200)}`,
      body: form("b".repeat(200), [text("content", "x")]),
      broken: false,
    },
    {
      name: "part header without a colon",
      contentType: type,
      body: Buffer.from(`--${b}${CRLF}Content-Disposition form-data name=content${CRLF}${CRLF}x${CRLF}--${b}--${CRLF}`),
      broken: true,
    },
    {
      name: "part header never ends",
      contentType: type,
      body: Buffer.from(`--${b}${CRLF}Content-Disposition: form-data; name="content"${CRLF}x`.repeat(3)),
      broken: true,
    },
    {
      name: "garbage instead of parts",
      contentType: type,
      body: Buffer.from("\u0000\u0001not a form at all\r\n--\r\n".repeat(20)),
      broken: true,
    },
    // Well-formed but odd: answered like any invalid form (4xx), never 5xx.
    {
      name: "part without Content-Disposition",
      contentType: type,
      body: form(b, [{ headers: ["X-Fuzz: 1"], data: "x" }]),
      broken: false,
    },
    { name: "NUL in a field name", contentType: type, body: form(b, [text("con\u0000tent", "x")]), broken: false },
    {
      name: "control characters in a value",
      contentType: type,
      body: form(b, [text("content", "a\u0000b\u001bc")]),
      broken: false,
    },
    {
      name: "control characters in a filename",
      contentType: type,
      body: form(b, [text("content", "x"), image("a\u0000\u0007.png")]),
      broken: false,
    },
    {
      name: "too many parts",
      contentType: type,
      body: form(
        b,
        Array.from({ length: 40 }, (_, i) => text(`f${i}`, "x")),
      ),
      broken: false,
    },
    {
      name: "two files",
      contentType: type,
      body: form(b, [text("content", "x"), image(), image("b.png")]),
      broken: false,
    },
    {
      name: "a file where text belongs",
      contentType: type,
      body: form(b, [{ ...image(), headers: ['Content-Disposition: form-data; name="content"; filename="c.txt"'] }]),
      broken: false,
    },
  ];
  return out;
}
