// The parts of a post card a fan opens (the edit form, the comments with their form): with their
// schemas and the validation library they load when first opened, not with the feed, whose first
// screen draws a card per post (docs/decisions/0610).
import { lazyComponent } from "@web/lib/lazy-component";

export const { Component: EditTextForm, prefetch: prefetchEditTextForm } = lazyComponent(() =>
  import("./edit-text-form").then((m) => ({ default: m.EditTextForm })),
);

export const { Component: CommentSection, prefetch: prefetchCommentSection } = lazyComponent(() =>
  import("./comment-section").then((m) => ({ default: m.CommentSection })),
);
