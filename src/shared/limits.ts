// Business constants of SPEC §9 and the bounds every list and field obeys.
export const SCORE_REFRESH_MS = 30_000;
export const DASHBOARD_LIMITS = { events: 2, news: 5, communities: 3, teams: 3 } as const;
export const EVENT_CARD_AVATARS = 3;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const LOCATION_MAX = 100;
export const POST_MAX = 500;
export const COMMENT_MAX = 200;
export const COMMUNITY_NAME_MAX = 80;
export const DESCRIPTION_MAX = 1000;
export const EVENT_TITLE_MAX = 120;
export const PASSWORD_RESET_REDIRECT_MS = 3_000;
export const RECENT_ACTIVITY_ITEMS = 3;
export const COMMUNITY_GRID_PLACEHOLDERS = 6;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Default and maximum page size of every list endpoint. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** Largest JSON body the API accepts (uploads have their own limit). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Social: favourite teams per user, friends/requests/search lists, feed comment preview. */
export const FAVORITE_TEAMS_MAX = 30;
export const FRIENDS_LIST_MAX = 500;
export const FRIEND_REQUESTS_MAX = 100;
export const FRIEND_SEARCH_MAX = 20;
export const FRIEND_SEARCH_QUERY_MAX = 60;
export const POST_COMMENTS_PREVIEW = 10;
export const IMAGE_URL_MAX = 2048;
/** Uploaded images are resized to fit this box before they are stored. */
export const IMAGE_MAX_DIMENSION = 1600;
/** Game centre: match-thread comments and predicted scores. */
export const GAME_COMMENT_MAX = 280;
export const PREDICTION_SCORE_MAX = 999;
/** Game topics one live connection may follow at once. */
export const GAME_SUBSCRIPTIONS_MAX = 10;
/** Search (GET /api/search): the longest query, and the most hits of each group (teams, people, communities, events). */
export const SEARCH_QUERY_MAX = 60;
export const SEARCH_GROUP_MAX = 8;
