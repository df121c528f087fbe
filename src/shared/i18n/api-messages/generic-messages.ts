/**
 * zod's own English messages (checks without a message of ours), as catalogue keys: the
 * catalogues translate them too, though no source file of ours holds them.
 */
export const GENERIC_MESSAGES = [
  "Invalid input",
  "Invalid input: expected {expected}, received {received}",
  "Invalid input: expected {value}",
  "Invalid option: expected one of {options}",
  "Too big: expected {origin} to have {limit} {unit}",
  "Too big: expected {origin} to be {limit}",
  "Too small: expected {origin} to have {limit} {unit}",
  "Too small: expected {origin} to be {limit}",
  "Unrecognized key: {keys}",
  "Unrecognized keys: {keys}",
  "Invalid string: must match pattern {pattern}",
  // Units those messages name.
  "characters",
  "items",
] as const;
