// Search: the header's field and the /search page's parts.
export { SearchField } from "./components/search-field";
export { SearchResults } from "./components/search-results";
export { useSearch, searchPath } from "./api/search";
