import { Link } from "react-router";
import { Trans } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-black text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">
        <span className="sr-only">404 </span>
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Button asChild>
        <Link to="/">
          <Trans>Go Home</Trans>
        </Link>
      </Button>
    </div>
  );
}
