// The app routes declaratively (<BrowserRouter>, router.tsx), where `navigate()` returns nothing;
// React Router types it `void | Promise<void>` for the data routers too. Narrowed as React Router's
// `useNavigate` documentation says, so a navigation is not taken for a promise left floating.
import type { NavigateOptions, To } from "react-router";

declare module "react-router" {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
