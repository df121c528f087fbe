import { useQuery } from "@tanstack/react-query";
import type { NewsArticle } from "@shared/schemas/news";

/** GET /api/live/news */
export const newsKey = ["/api/live/news"] as const;
export const useNews = () => useQuery<NewsArticle[]>({ queryKey: newsKey });
