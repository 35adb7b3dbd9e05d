import { strToU8, zipSync } from 'fflate';

/** A cell of a sheet: text stays text (a leading `=` is never a formula), numbers are numbers. */
export type XlsxCell = string | number | null;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text made safe for XML, without the control characters XML 1.0 refuses. */
function xmlText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 refuses
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** `A`, `B`, … `Z`, `AA`, …: the column letters of a 0-based index. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, ref: string, style: number): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
  // An inline string is only ever text: "=HYPERLINK(…)" typed by a visitor stays inert.
  return `<c r="${ref}" t="inlineStr" s="${style}"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

function sheetXml(header: readonly string[] | null, rows: readonly (readonly XlsxCell[])[]): string {
  const line = (cells: readonly XlsxCell[], r: number, style: number) =>
    `<row r="${r}">${cells.map((cell, c) => cellXml(cell, `${columnName(c)}${r}`, style)).join('')}</row>`;
  const first = header ? 2 : 1;
  const body = [
    ...(header ? [line(header, 1, 1)] : []),
    ...rows.map((cells, i) => line(cells, i + first, 0)),
  ].join('');
  // The header stays in view while the rows scroll.
  const frozen = header
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    : '';
  return `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${frozen}<sheetData>${body}</sheetData></worksheet>`;
}

/** One sheet of a workbook: its name (made valid and unique), a header row in bold, its rows. */
export interface XlsxSheet {
  name: string;
  header?: readonly string[];
  rows: readonly (readonly XlsxCell[])[];
}

/**
 * Sheet names a spreadsheet accepts: at most 31 characters, none of []:*?/\, no two alike (case
 * aside); a repeated name gets " (2)", " (3)"…
 */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .replace(/[\\/?*[\]:]/g, ' ')
        .trim()
        .slice(0, 31) || 'Sheet';
    let candidate = base;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 26)} (${n})`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A workbook as an .xlsx file (Office Open XML, what Excel, LibreOffice and Numbers open), one sheet
 * per entry: the header row bold and frozen, then the rows. Built in memory: exports are bounded
 * (a range of at most one year, a company's forms).
 */
export function xlsxWorkbook(sheets: readonly XlsxSheet[]): Uint8Array {
  const list = sheets.length ? sheets : [{ name: 'Sheet', rows: [] }];
  const names = sheetNames(list.map((sheet) => sheet.name));
  const sheetPath = (i: number) => `xl/worksheets/sheet${i + 1}.xml`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${list
        .map(
          (_, i) =>
            `<Override PartName="/${sheetPath(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join(
          '',
        )}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${names
        .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${list
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join(
          '',
        )}<Relationship Id="rId${list.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(
      `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
    ),
  };
  list.forEach((sheet, i) => {
    files[sheetPath(i)] = strToU8(sheetXml(sheet.header ?? null, sheet.rows));
  });
  return zipSync(files, { level: 6 });
}

/** One sheet as an .xlsx file (see `xlsxWorkbook`). */
export function xlsxFile(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
): Uint8Array {
  return xlsxWorkbook([{ name: sheetName, header, rows }]);
}

/** The content type of an .xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
