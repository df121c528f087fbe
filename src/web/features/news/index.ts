export { LatestNewsCard } from "./components/latest-news-card";
