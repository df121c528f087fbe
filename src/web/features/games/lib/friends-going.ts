/** "Sam is going", "Sam and Alex are going", "Sam, Alex and 3 more friends are going". */
export function friendsGoingText(friends: readonly { firstName: string }[]): string {
  const names = friends.map((f) => f.firstName);
  if (names.length === 0) return "";
  if (names.length === 1) return `${names[0]} is going`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are going`;
  const more = names.length - 2;
  return `${names[0]}, ${names[1]} and ${more} more friend${more === 1 ? "" : "s"} are going`;
}
