// The type of ./api-query.js: `useQuery` for the reads the default query function makes (lib/api.ts:
// the key's segments joined with "/" are the GET URL), so the description types the key and the
// data. A declaration file is not type-checked itself (skipLibCheck): api-types.test-d.ts checks
// that it refuses what it must.
import type { UseQueryOptions, UseQueryResult } from "@tanstack/react-query";
import type { ApiKeyData, ApiKeyUrl, ApiUrl } from "./api-types";

/** A key the default query function reads: its segments joined with "/" must be a GET URL of the API. */
type ApiKey<K extends readonly unknown[]> =
  ApiKeyUrl<K> extends ApiUrl<"GET"> ? K : K & { "is not a GET URL of the API": ApiKeyUrl<K> };

/** `useQuery` for a read of the default query function: the key is the URL, so the description types the data. */
export declare function useApiQuery<const K extends readonly (string | number)[], TData = ApiKeyData<K>>(
  options: Omit<UseQueryOptions<ApiKeyData<K>, Error, TData, K>, "queryKey" | "queryFn"> & { queryKey: ApiKey<K> },
): UseQueryResult<TData, Error>;
