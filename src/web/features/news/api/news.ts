import { newsRead } from "@shared/first-screen/reads";
import { useApiQuery } from "@web/lib/api-query";

/** GET /api/live/news */
export const newsKey = newsRead.queryKey;
export const useNews = () => useApiQuery({ queryKey: newsKey });
