/**
 * CSV as spreadsheets open it (RFC 4180, CRLF lines, a UTF-8 byte order mark so Excel reads
 * ₹ and Indian names right). A cell starting with = + - @ (or a tab or carriage return) is
 * prefixed with an apostrophe, so a spreadsheet shows it as text instead of running it as a
 * formula (OWASP "CSV injection").
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
