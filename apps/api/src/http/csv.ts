/**
 * CSV as spreadsheets open it (RFC 4180, CRLF lines, a UTF-8 byte order mark so Excel reads
 * ₹ and Indian names right). A cell starting with = + - @ (or a tab or carriage return) is
 * prefixed with an apostrophe, so a spreadsheet shows it as text instead of running it as a
 * formula (OWASP "CSV injection"); a plain negative number is left as it is.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    // A negative amount ("-118.00") is a number, not a formula: accounting packages import it as it is.
    if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
