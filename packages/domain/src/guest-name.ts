/**
 * How the host's calendar names a booked stay's guest (issue #26): the first name and the last
 * name's initial, "Jelena J.". The calendar's day answer carries no more of the name than this.
 */
export function shortGuestName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  // Array.from keeps a letter outside the BMP whole.
  return last ? `${first} ${Array.from(last)[0]!.toLocaleUpperCase('sr')}.` : first!;
}
