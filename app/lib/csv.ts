/**
 * CSV (RFC 4180) for operators' spreadsheets. Cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) get a leading apostrophe, so a visitor's
 * text can never become a formula on the operator's machine. The file starts with a UTF-8 byte
 * order mark, without which spreadsheet programs read "José" as "JosÃ©".
 */
const BYTE_ORDER_MARK = "\uFEFF";

export function toCsv(rows: Record<string, unknown>[], columnOrder: string[] = []): string {
  const columns = [...new Set([...columnOrder, ...rows.flatMap((row) => Object.keys(row))])];
  const lines = [
    columns.map(cell).join(","),
    ...rows.map((row) => columns.map((column) => cell(row[column])).join(",")),
  ];
  return `${BYTE_ORDER_MARK}${lines.join("\r\n")}\r\n`;
}

function cell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
