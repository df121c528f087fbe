// The API as its description (src/shared/api/openapi.gen.ts, `npm run api:types`) types it, for
// the web app's calls: types only, nothing here reaches the bundle. `apiRequest` and `useApiQuery`
// (./api.ts) take the URL a call already builds, find the path template it fills, and check the
// method, the body and the answer against that operation, so a field or a route renamed on the
// server fails typecheck here.
import type { paths } from "@shared/api/openapi.gen";

/** A path template of the description, e.g. "/api/posts/{id}". */
export type ApiPath = keyof paths;
type Verb = "get" | "put" | "post" | "delete" | "patch";
/** An HTTP method as calls spell it. */
export type ApiMethod = Uppercase<Verb>;
type VerbOf<M extends ApiMethod | Verb> = Lowercase<M> & Verb;

/** The methods the description defines for P. */
type VerbsOf<P extends ApiPath> = { [V in Verb]-?: [NonNullable<paths[P][V]>] extends [never] ? never : V }[Verb];
/** The paths that define every method of M (a union when one call picks its method, PUT or DELETE). */
type PathsWith<M extends ApiMethod | Verb> = {
  [P in ApiPath]: [VerbOf<M>] extends [VerbsOf<P>] ? P : never;
}[ApiPath];

type Operation<P extends ApiPath, M extends ApiMethod | Verb> = NonNullable<paths[P][VerbOf<M>]>;
type PathParams<P extends ApiPath, M extends ApiMethod | Verb> =
  Operation<P, M> extends { parameters: { path?: infer T } } ? NonNullable<T> : never;

/** A path parameter as a URL holds it: `${number}` for an integer id, the literals of an enum. */
type Segment<T> = T extends string | number ? `${T}` : string;
type Fill<T extends string, Params> = T extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}${Segment<Name extends keyof Params ? Params[Name] : string>}${Fill<Tail, Params>}`
  : T;
/** The URLs that reach P's operation M: its template filled, with or without a query string. */
type UrlOf<P extends ApiPath, M extends ApiMethod | Verb> =
  Fill<P, PathParams<P, M>> | `${Fill<P, PathParams<P, M>>}?${string}`;

/** Every URL a call with method M may ask for. */
export type ApiUrl<M extends ApiMethod | Verb> = { [P in PathsWith<M>]: UrlOf<P, M> }[PathsWith<M>];

/** P when U, or one of the URLs U stands for, fills P's template. */
type Fills<U extends string, P extends ApiPath, M extends ApiMethod | Verb> = U extends UrlOf<P, M> ? P : never;
type Candidates<U extends string, M extends ApiMethod | Verb> = { [P in PathsWith<M>]: Fills<U, P, M> }[PathsWith<M>];
/** Of the templates a URL fills, the narrowest: "/api/users/me" over "/api/users/{id}" (a string id also matches "me"). */
type Narrowest<C extends ApiPath, M extends ApiMethod | Verb> = {
  [P in C]: { [Q in Exclude<C, P>]: [UrlOf<Q, M>] extends [UrlOf<P, M>] ? Q : never }[Exclude<C, P>] extends never
    ? P
    : never;
}[C];
/** The path template a URL of method M fills (one per URL when a call picks among several). */
export type ApiPathOf<U extends string, M extends ApiMethod | Verb> = Narrowest<Candidates<U, M>, M>;

type Json<C> = C extends { content: infer Content }
  ? Content extends { "application/json": infer T }
    ? T
    : unknown
  : // 204: no content.
    undefined;
type Success<R> = { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? Json<R[S]> : never }[keyof R];

/** What a successful call answers (the body of its 2xx response; `undefined` for a 204). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod | Verb> = M extends unknown
  ? Success<Operation<P, M>["responses"]>
  : never;

type BodyOf<R> = R extends { content: infer C }
  ? | (C extends { "application/json": infer T } ? T : never)
    | (C extends { "multipart/form-data": unknown } ? FormData : never)
  : never;
/** The request body the operation takes (a form upload travels as FormData); `never` when it takes none. */
export type ApiBody<P extends ApiPath, M extends ApiMethod | Verb> = BodyOf<
  NonNullable<Operation<P, M>["requestBody"]>
>;
/** The query parameters the operation reads, as the description types them. */
export type ApiQuery<P extends ApiPath, M extends ApiMethod | Verb> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The URLs of method M whose operation takes no body, or an optional one (a call may leave it out). */
export type ApiUrlWithoutBody<M extends ApiMethod | Verb> = {
  [P in PathsWith<M>]: undefined extends Operation<P, M>["requestBody"] ? UrlOf<P, M> : never;
}[PathsWith<M>];
type BodyArg<P extends ApiPath, M extends ApiMethod | Verb> =
  ApiBody<P, M> | (undefined extends Operation<P, M>["requestBody"] ? undefined : never);

// `apiRequest`'s signature, from its type parameters as they are (no constraint on them here:
// checking `ApiPathOf<U, M>` against `ApiPath` for a U still generic would spread U over every
// URL of the API, past what the compiler allows).
/** What a call of method M to URL U answers. */
export type ApiCallResponse<M, U> = [M, U] extends [infer V extends ApiMethod, infer Url extends string]
  ? ApiResponse<ApiPathOf<Url, V>, V>
  : never;
/** The body a call of method M to URL U sends: `undefined` too when the operation's body is optional. */
export type ApiCallBody<M, U> = [M, U] extends [infer V extends ApiMethod, infer Url extends string]
  ? BodyArg<ApiPathOf<Url, V>, V>
  : never;

/** A query key read by the default query function: its segments joined with "/" are the URL. */
type Join<K extends readonly unknown[]> = K extends readonly [infer Head extends string | number]
  ? `${Head}`
  : K extends readonly [infer Head extends string | number, ...infer Rest extends readonly unknown[]]
    ? `${Head}/${Join<Rest>}`
    : string;
/** The URL a query key asks for. */
export type ApiKeyUrl<K extends readonly unknown[]> = Join<K>;
/** What the default query function answers for key K. */
export type ApiKeyData<K extends readonly unknown[]> = ApiResponse<ApiPathOf<Join<K>, "get">, "get">;
