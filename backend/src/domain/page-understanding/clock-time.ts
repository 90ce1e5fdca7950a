/**
 * A time of day as a page writes it (hours, minutes, and "am"/"pm" or "a.m."/"p.m." when it writes one) as `HH:MM` on
 * the 24-hour clock; null when out of range. `latest` is 24 where "24:00" may close a day (opening hours). Every
 * reading of a written time (opening hours, dates, online events, check-in lines) goes through here.
 */
export function clockTime(hour: number, minute: number, meridiem: string | null | undefined, latest: 23 | 24 = 23): string | null {
  const marker = meridiem?.toLowerCase().replace(/[.\s]/g, '');
  let h = hour;
  if (marker === 'pm' && h < 12) h += 12;
  if (marker === 'am' && h === 12) h = 0;
  if (h > latest || minute > 59 || (h === 24 && minute > 0)) return null;
  return `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The first time of day a text writes, as `HH:MM` ("dalle 15:00", "by 10.30", "3 pm", "14h"); null when none is. */
export function clockIn(text: string): string | null {
  // "1:00 pm", "1:00 p. m." (Spanish), "3 pm", "14h", "19.30".
  const match =
    /(?<![\d.,:])(\d{1,2})(?:(?:[:.h]|u(?=\d{2}))(\d{2})(?:\s*([ap]\.?\s?m\.?)(?![\p{L}]))?|\s*([ap]\.?\s?m\.?)(?![\p{L}])|\s*(?:h|uhr)(?![\p{L}\d]))/iu.exec(
      text,
    );
  if (!match) return null;
  const meridiem = match[3] ?? match[4];
  // "13 pm" is no time.
  if (meridiem && Number(match[1]) > 12) return null;
  return clockTime(Number(match[1]), Number(match[2] ?? 0), meridiem);
}
