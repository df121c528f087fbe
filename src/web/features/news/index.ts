export { LatestNewsCard } from "./components/latest-news-card";
export { NewsCard } from "./components/news-card";
export { useNews, newsKey } from "./api/news";
