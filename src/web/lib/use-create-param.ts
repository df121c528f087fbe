import { useSearchParams } from "react-router";

/**
 * `?create=1` in the URL opens a page's Create dialog (the dashboard's quick actions link there);
 * closing the dialog removes it without adding a history entry.
 */
export function useCreateParam(): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setCreating = (open: boolean) =>
    setParams(
      (p) => {
        if (open) p.set("create", "1");
        else p.delete("create");
        return p;
      },
      { replace: true },
    );
  return [params.get("create") === "1", setCreating];
}
