import { Search } from "lucide-react";
import { Input } from "./input";

/** A labelled search box with a leading magnifier; `onChange` receives the text. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  maxLength = 100,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
        maxLength={maxLength}
      />
    </div>
  );
}
